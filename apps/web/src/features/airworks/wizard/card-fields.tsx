import { useState } from 'react';
import { Anchor, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { CARD_NAME_MAX, randomCardNumber } from '@airwork/shared/airworks/card';
import type { SchemaForm } from '../../../components/use-schema-form';
import { CardPreview } from './card-preview';

export interface CardValues extends Record<string, unknown> {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** "1227" → "12/27" as the expiry is typed. */
const expiryMask = (text: string) => {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};
const digitsOnly = (max: number) => (text: string) => text.replace(/[^\d ]/g, '').slice(0, max);

/** A field that rewrites what is typed (digits only, "mm/yy") before it is kept. */
function masked(
  card: SchemaForm<CardValues>,
  path: keyof CardValues & string,
  mask: (text: string) => string,
) {
  return {
    ...card.field(path),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      card.form.setFieldValue(path, mask(e.currentTarget.value)),
  };
}

function CardNumberField({ card, sandbox }: { card: SchemaForm<CardValues>; sandbox: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <TextInput
        label={t('card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        withAsterisk
        {...masked(card, 'number', digitsOnly(23))}
      />
      {sandbox && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          mt={4}
          onClick={() => card.form.setFieldValue('number', randomCardNumber())}
        >
          {t('card.generate_random')}
        </Anchor>
      )}
    </div>
  );
}

/** The card form (spec "Post payment") beside its animated preview. */
export function CardFields({ card, sandbox }: { card: SchemaForm<CardValues>; sandbox: boolean }) {
  const { t } = useTranslation();
  const { form, field } = card;
  const [onCvc, setOnCvc] = useState(false);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
      <Stack gap="sm">
        <TextInput
          label={t('card.name')}
          autoComplete="cc-name"
          maxLength={CARD_NAME_MAX}
          withAsterisk
          {...field('name')}
        />
        <CardNumberField card={card} sandbox={sandbox} />
        <Group grow align="flex-start">
          <TextInput
            label={t('card.expiry')}
            placeholder="MM/YY"
            autoComplete="cc-exp"
            inputMode="numeric"
            withAsterisk
            {...masked(card, 'expiry', expiryMask)}
          />
          <TextInput
            label={t('card.cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            withAsterisk
            {...masked(card, 'cvc', (text) => text.replace(/\D/g, '').slice(0, 4))}
            onFocus={() => setOnCvc(true)}
            onBlur={() => setOnCvc(false)}
          />
        </Group>
      </Stack>
      <CardPreview
        name={form.values.name}
        number={form.values.number}
        expiry={form.values.expiry}
        cvc={form.values.cvc}
        flipped={onCvc}
      />
    </SimpleGrid>
  );
}
