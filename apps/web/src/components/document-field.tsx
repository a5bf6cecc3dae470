import { useState } from 'react';
import { Alert, Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { translateMessage } from '../i18n/i18n';
import { NetworkError } from '../lib/api-client';
import { uploadFile, type StoredFile } from '../lib/uploads';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export interface DocumentFieldProps {
  label: string;
  description?: string;
  /** The document on file (its short-lived link), or the one just uploaded. */
  value: { url: string; name: string } | null;
  onUploaded: (file: StoredFile) => void;
  onBusy?: (busy: boolean) => void;
  error?: string;
  required?: boolean;
}

/** Uploads a chosen document at once, telling its progress and, on refusal, why. */
function useDocumentUpload(props: DocumentFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const choose = async (file: File | null) => {
    if (!file) return;
    setFailure(undefined);
    setProgress(0);
    props.onBusy?.(true);
    try {
      const outcome = await uploadFile(file, 'document', setProgress);
      if (outcome.ok) props.onUploaded(outcome.file);
      else setFailure(translateMessage(outcome.message));
    } catch (err) {
      setFailure(translateMessage(err instanceof NetworkError ? err.messageCode : 'upload.failed'));
    } finally {
      setProgress(null);
      props.onBusy?.(false);
    }
  };
  return { progress, failure, choose };
}

/** A private document (ID scan, certificate): uploaded when chosen, with a progress bar. */
export function DocumentField(props: DocumentFieldProps) {
  const { t } = useTranslation();
  const { progress, failure, choose } = useDocumentUpload(props);
  const error = failure ?? props.error;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {props.label}
        {props.required && (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {props.description && (
        <Text size="xs" c="dimmed">
          {props.description}
        </Text>
      )}
      <Group gap="sm">
        <FileButton onChange={(f) => void choose(f)} accept={ACCEPT}>
          {(p) => (
            <Button
              {...p}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={progress !== null}
              aria-label={`${props.label}: ${props.value ? t('document.replace') : t('document.choose')}`}
            >
              {props.value ? t('document.replace') : t('document.choose')}
            </Button>
          )}
        </FileButton>
        {props.value && progress === null && (
          <Anchor href={props.value.url} target="_blank" rel="noopener" size="sm">
            {props.value.name || t('document.view')}
          </Anchor>
        )}
      </Group>
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          size="lg"
          animated
          aria-label={t('document.progress', { percent: Math.round(progress * 100) })}
        />
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
