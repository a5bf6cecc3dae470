import { Anchor, Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';

/** The foot of the password-recovery forms: submit, and the way back to log in. */
export function SubmitAndBack({ label, pending }: { label: string; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="submit" loading={pending} fullWidth>
        {label}
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('forgot.back_to_login')}
      </Anchor>
    </>
  );
}
