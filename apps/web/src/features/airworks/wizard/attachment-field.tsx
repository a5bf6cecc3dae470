import { useState } from 'react';
import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { translateMessage } from '../../../i18n/i18n';
import { NetworkError } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/uploads';
import type { DraftAttachment } from './wizard-draft';

const ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/quicktime,video/webm,application/pdf';

interface AttachmentFieldProps {
  value: DraftAttachment | null;
  onChange: (attachment: DraftAttachment | null) => void;
  /** Whether an upload is running (the step waits for it before going on). */
  onBusy: (busy: boolean) => void;
}

/** Uploads a chosen file at once, telling its progress and, on refusal, why. */
function useUpload(
  onChange: AttachmentFieldProps['onChange'],
  onBusy: AttachmentFieldProps['onBusy'],
) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const choose = async (file: File | null) => {
    if (!file) return;
    setError(undefined);
    setProgress(0);
    onBusy(true);
    try {
      const outcome = await uploadFile(file, 'attachment', setProgress);
      if (outcome.ok)
        onChange({ url: outcome.file.url, name: outcome.file.name, type: outcome.file.type });
      else setError(translateMessage(outcome.message));
    } catch (err) {
      setError(
        translateMessage(err instanceof NetworkError ? err.messageCode : 'common.unknow_error'),
      );
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };
  return { progress, error, choose };
}

/** The optional attachment: uploaded as soon as it is chosen, with a progress bar. */
export function AttachmentField({ value, onChange, onBusy }: AttachmentFieldProps) {
  const { t } = useTranslation();
  const { progress, error, choose } = useUpload(onChange, onBusy);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="attachment-label">
        {t('wizard.attachment')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('wizard.attachment_hint')}
      </Text>
      <Group gap="sm">
        <FileButton onChange={(f) => void choose(f)} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              disabled={progress !== null}
              aria-describedby="attachment-label"
            >
              {value ? t('wizard.attachment_replace') : t('wizard.attachment_choose')}
            </Button>
          )}
        </FileButton>
        {value && progress === null && (
          <>
            <Text size="sm" data-testid="attachment-name">
              {value.name || t('wizard.attachment_current')}
            </Text>
            <Button
              variant="transparent"
              color="red"
              size="compact-sm"
              onClick={() => onChange(null)}
            >
              {t('wizard.attachment_remove')}
            </Button>
          </>
        )}
      </Group>
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          size="lg"
          animated
          aria-label={t('wizard.attachment_progress', { percent: Math.round(progress * 100) })}
        />
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
