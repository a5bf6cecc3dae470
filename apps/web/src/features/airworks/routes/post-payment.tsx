import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { saveAirworkRequestSchema } from '@airwork/shared/airworks/airwork.schema';
import { cardFormSchema, cardSummaryOf, type CardSummary } from '@airwork/shared/airworks/card';
import { notifyError } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage, type TranslationKey } from '../../../i18n/i18n';
import { useDefaultCard } from '../../../lib/default-card';
import { useClientConfig } from '../../../lib/client-config';
import { useSaveAirwork } from '../api/save-airwork';
import { CardFields, type CardValues } from '../wizard/card-fields';
import { StepButtons } from '../wizard/step-buttons';
import { firstIncompleteStep, useWizard } from '../wizard/use-wizard';
import { WizardFrame } from '../wizard/wizard-frame';
import { emptyDraft, requestOf } from '../wizard/wizard-draft';
import { messageOf } from '../../../lib/call';
import { StorageKey } from '../../../lib/storage';
import { link } from '../../../lib/paths';

const METHODS = [
  { value: 2, label: 'wizard.method_provider', hint: 'wizard.method_provider_hint' },
  { value: 3, label: 'wizard.method_card', hint: 'wizard.method_card_hint' },
] as const;

/**
 * Method 1 as it really is (issue 23): the card named last, when there is one ("My default
 * payment method: Visa card ending in 4242"); before any, a choice made at approval.
 */
function DefaultMethod() {
  const { t } = useTranslation();
  const card = useDefaultCard();
  if (!card)
    return (
      <Radio
        value="1"
        label={t('wizard.method_later')}
        description={t('wizard.method_later_hint')}
      />
    );
  const named = t('card.on_file', {
    brand: t(`card.brand_${card.brand}` as TranslationKey),
    last4: card.last4,
  });
  return (
    <Radio
      value="1"
      label={t('wizard.method_default_card', { card: named })}
      description={t('wizard.method_default_hint')}
    />
  );
}

function SavedCard({ card, onReplace }: { card: CardSummary; onReplace: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Text size="sm">
        {t('card.on_file', { brand: t(`card.brand_${card.brand}`), last4: card.last4 })}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onReplace}>
        {t('card.use_another')}
      </Button>
    </Group>
  );
}

/** Saves the gathered Airwork; back to the first incomplete step if anything is missing. */
function useSubmitAirwork() {
  const navigate = useNavigate();
  const { editId, draft, stepPath } = useWizard();
  const current = draft ?? emptyDraft();
  const save = useSaveAirwork();
  const submit = (summary: CardSummary | null) => {
    const request = requestOf({ ...current, card: summary }, editId);
    const checked = saveAirworkRequestSchema.safeParse(request);
    if (!checked.success) {
      notifyError(translateMessage(checked.error.issues[0]?.message ?? 'common.invalid_request'));
      return void navigate(stepPath(firstIncompleteStep(current)));
    }
    save.mutate(request, {
      onSuccess: (saved) => {
        sessionStorage.setItem(StorageKey.lastPosted, String(saved.id));
        // The confirmation discards the draft: done here, the step's guard would move first.
        void navigate(link.postConfirmation(saved.id, editId !== null));
      },
      onError: (err) => notifyError(translateMessage(messageOf(err))),
    });
  };
  return { submit, saving: save.isPending };
}

function PaymentForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { editId, draft, update, stepPath } = useWizard();
  const current = draft ?? emptyDraft();
  const sandbox = useClientConfig().data?.paymentsSandbox ?? false;
  const [newCard, setNewCard] = useState(current.card === null);
  const card = useSchemaForm<CardValues>({
    schema: cardFormSchema,
    initialValues: { name: '', number: '', expiry: '', cvc: '' },
    firstErrorOnly: true,
  });
  const { submit, saving } = useSubmitAirwork();
  const cardNeeded = current.paymentMethod === 3 && newCard;
  const onSubmit = cardNeeded
    ? card.onSubmit((values) => submit(cardSummaryOf(values.number)))
    : (e?: React.FormEvent) => {
        e?.preventDefault();
        submit(current.paymentMethod === 3 ? current.card : null);
      };
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        <Radio.Group
          label={t('wizard.payment_method')}
          value={String(current.paymentMethod)}
          onChange={(v) => update({ paymentMethod: Number(v) as 1 | 2 | 3 })}
        >
          <Stack gap="sm" mt="xs">
            <DefaultMethod />
            {METHODS.map((m) => (
              <Radio
                key={m.value}
                value={String(m.value)}
                label={t(m.label)}
                description={t(m.hint)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {current.paymentMethod === 3 &&
          (cardNeeded || !current.card ? (
            <CardFields card={card} sandbox={sandbox} />
          ) : (
            <SavedCard card={current.card} onReplace={() => setNewCard(true)} />
          ))}
        <Alert color="teal" variant="light" icon={<IconLock size={18} aria-hidden />}>
          <Text size="sm">{t('wizard.not_charged')}</Text>
          <Text size="sm">{t('wizard.secure')}</Text>
        </Alert>
        <StepButtons
          onBack={() => void navigate(stepPath(1))}
          next={editId === null ? t('wizard.submit') : t('wizard.save_changes')}
          loading={saving}
        />
      </Stack>
    </form>
  );
}

/** Step 3 of the listing wizard: how the client means to pay; submitting saves the Airwork. */
export function PostPaymentPage() {
  return (
    <WizardFrame step={2}>
      <PaymentForm />
    </WizardFrame>
  );
}
