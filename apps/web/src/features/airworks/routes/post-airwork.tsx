import { useState } from 'react';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { WEATHER_CONDITIONS, detailsStepSchema } from '@airwork/shared/airworks/airwork.schema';
import { useSchemaForm, type FieldProps } from '../../../components/use-schema-form';
import type { TFunction, TranslationKey } from '../../../i18n/i18n';
import { amountToCents, centsToAmount } from '@airwork/shared/money';
import { taxBreakdown } from '@airwork/shared/payments/tax';
import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import { useClientConfig } from '../../../lib/client-config';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { formatCad } from '../../../lib/format';
import { AttachmentField } from '../wizard/attachment-field';
import { StepButtons } from '../wizard/step-buttons';
import { useWizard } from '../wizard/use-wizard';
import { WizardFrame } from '../wizard/wizard-frame';
import { emptyDraft } from '../wizard/wizard-draft';

interface DetailsValues extends Record<string, unknown> {
  title: string;
  conditions: string[];
  fileFormat: string;
  salary: string;
  description: string;
  neededBy: string;
}

function ConditionsField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={t('wizard.conditions')} withAsterisk {...props}>
      <Stack gap={8} mt={6}>
        {WEATHER_CONDITIONS.map((c) => (
          <Checkbox key={c} value={String(c)} label={t(`condition.${c}` as TranslationKey)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The tax a price includes where the Airwork is, and what the pilot receives of it. */
function priceHint(
  t: TFunction,
  language: string,
  salary: unknown,
  where: { province: string; feeBasisPoints: number },
): string {
  const cents = amountToCents(typeof salary === 'string' ? salary : '');
  if (cents === undefined || cents <= 0 || where.province === '') return t('wizard.price_hint');
  const tax = taxBreakdown(cents, where.province);
  // The pilot's share: the price before tax, less Airwork's fee when there is one (issue 48).
  const share = pilotShare(cents, where.province, where.feeBasisPoints);
  return t(where.feeBasisPoints > 0 ? 'wizard.price_tax_fee' : 'wizard.price_tax', {
    tax: tax.label,
    taxAmount: formatCad(centsToAmount(tax.taxCents), language),
    receive: formatCad(centsToAmount(share.pilotCents), language),
    fee: `${where.feeBasisPoints / 100}%`,
  });
}

function PriceField({ province, ...props }: FieldProps & { province: string }) {
  const { t, i18n } = useTranslation();
  const feeBasisPoints = useClientConfig().data?.feeBasisPoints ?? 0;
  return (
    <TextInput
      label={t('wizard.price')}
      description={priceHint(t, i18n.language, props.value, { province, feeBasisPoints })}
      withAsterisk
      inputMode="decimal"
      leftSection="$"
      rightSection="CAD"
      rightSectionWidth={48}
      maw={260}
      {...props}
    />
  );
}

/** The day the work is needed by: optional, not before today in Canada. */
function NeededByField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="date"
      label={t('wizard.needed_by')}
      description={t('wizard.needed_by_hint')}
      min={latestCanadianDay()}
      maw={260}
      {...props}
    />
  );
}

function DetailsForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, update, stepPath } = useWizard();
  const current = draft ?? emptyDraft();
  const [uploading, setUploading] = useState(false);
  const { field, onSubmit } = useSchemaForm<DetailsValues>({
    schema: detailsStepSchema,
    initialValues: {
      title: current.title,
      conditions: current.conditions,
      fileFormat: current.fileFormat,
      salary: current.salary,
      description: current.description,
      neededBy: current.neededBy,
    },
    firstErrorOnly: true,
    onValuesChange: (values) => update(values),
  });
  return (
    <form noValidate onSubmit={onSubmit(() => void navigate(stepPath(2)))}>
      <Stack gap="md">
        <TextInput label={t('wizard.title')} withAsterisk maxLength={100} {...field('title')} />
        <ConditionsField {...field('conditions')} />
        <TextInput
          label={t('wizard.file_format')}
          description={t('wizard.file_format_hint')}
          withAsterisk
          maxLength={200}
          {...field('fileFormat')}
        />
        <PriceField {...field('salary')} province={current.place?.province ?? ''} />
        <Textarea
          label={t('wizard.description')}
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          maxLength={5000}
          {...field('description')}
        />
        <NeededByField {...field('neededBy')} />
        <AttachmentField
          value={current.attachment}
          onChange={(attachment) => update({ attachment })}
          onBusy={setUploading}
        />
        <StepButtons
          onBack={() => void navigate(stepPath(0))}
          next={t('wizard.next')}
          disabled={uploading}
        />
      </Stack>
    </form>
  );
}

/** Step 2 of the listing wizard: what is to be done, when, and for how much. */
export function PostAirworkPage() {
  return (
    <WizardFrame step={1}>
      <DetailsForm />
    </WizardFrame>
  );
}
