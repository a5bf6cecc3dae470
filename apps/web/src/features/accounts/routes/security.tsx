import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SessionsPanel } from '../components/sessions-panel';
import { TwoStepPanel } from '../components/two-step-panel';
import { YourDataPanel } from '../components/your-data-panel';
import { DeleteAccountPanel } from '../components/delete-account-panel';

/** Security (issue 45): two-step sign-in, the signed-in devices and your data, for every role. */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('security.title')}</Title>
      <Paper withBorder p="lg" radius="lg">
        <TwoStepPanel />
      </Paper>
      <Paper withBorder p="lg" radius="lg">
        <SessionsPanel />
      </Paper>
      <Paper withBorder p="lg" radius="lg">
        <YourDataPanel />
      </Paper>
      <Paper withBorder p="lg" radius="lg">
        <DeleteAccountPanel />
      </Paper>
    </Stack>
  );
}
