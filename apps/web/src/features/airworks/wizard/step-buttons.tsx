import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

interface StepButtonsProps {
  onBack?: () => void;
  next: string;
  loading?: boolean;
  disabled?: boolean;
}

/** Back (to the previous step) and the submit button of a wizard step. */
export function StepButtons({ onBack, next, loading, disabled }: StepButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify={onBack ? 'space-between' : 'flex-end'} mt="md">
      {onBack && (
        <Button variant="default" onClick={onBack}>
          {t('wizard.back')}
        </Button>
      )}
      <Button type="submit" size="md" loading={loading} disabled={disabled}>
        {next}
      </Button>
    </Group>
  );
}
