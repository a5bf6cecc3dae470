import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { useExportData } from '../api/export-data';

/** Your data to take (issue 45): a zip of everything Airwork holds about you. */
export function YourDataPanel() {
  const { t } = useTranslation();
  const exportData = useExportData();
  const run = () =>
    exportData.mutate(undefined, {
      onSuccess: ({ url, mailed }) => {
        if (url) {
          notifySuccess(t('privacy.export_ready'));
          window.location.assign(url);
        } else if (mailed) notifySuccess(t('privacy.export_mailed'));
      },
      onError: (err) => notifyError(translateMessage(messageOf(err))),
    });
  return (
    <Stack gap="sm" component="section" aria-labelledby="your-data-title">
      <Title order={2} fz="lg" id="your-data-title">
        {t('privacy.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('privacy.export_text')}
      </Text>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={run}
          loading={exportData.isPending}
        >
          {t('privacy.export')}
        </Button>
      </Group>
    </Stack>
  );
}
