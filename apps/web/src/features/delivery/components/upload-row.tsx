import { ActionIcon, Badge, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { TranslationKey } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/i18n';
import { formatBytes, formatDuration } from '../../../lib/format';
import type { UploadRow, UploadStatus } from '../api/result-uploader';

/** The spec's status texts (section 8), and the joining step after the last chunk. */
const STATUS: Record<UploadStatus, { label: TranslationKey; color: string }> = {
  waiting: { label: 'upload.status_waiting', color: 'gray.7' },
  uploading: { label: 'upload.status_uploading', color: 'blue.8' },
  joining: { label: 'upload.status_uploading', color: 'blue.8' },
  paused: { label: 'upload.status_paused', color: 'yellow.9' },
  failed: { label: 'upload.status_failed', color: 'red.8' },
  success: { label: 'upload.status_success', color: 'teal.9' },
};

export interface UploadRowActions {
  pause: (row: UploadRow) => void;
  resume: (row: UploadRow) => void;
  retry: (row: UploadRow) => void;
  remove: (row: UploadRow) => void;
}

function RowButton(props: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon variant="light" size="lg" aria-label={props.label} onClick={props.onClick}>
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

function Actions({ row, actions }: { row: UploadRow; actions: UploadRowActions }) {
  const { t } = useTranslation();
  const name = { name: row.name };
  return (
    <Group gap={6} wrap="nowrap">
      {row.status === 'uploading' || row.status === 'waiting' ? (
        <RowButton label={t('upload.pause', name)} onClick={() => actions.pause(row)}>
          <IconPlayerPause size={18} aria-hidden />
        </RowButton>
      ) : null}
      {row.status === 'paused' && (
        <RowButton label={t('upload.resume', name)} onClick={() => actions.resume(row)}>
          <IconPlayerPlay size={18} aria-hidden />
        </RowButton>
      )}
      {row.status === 'failed' && (
        <RowButton label={t('upload.retry', name)} onClick={() => actions.retry(row)}>
          <IconRefresh size={18} aria-hidden />
        </RowButton>
      )}
      {row.status !== 'success' && row.status !== 'joining' && (
        <RowButton label={t('upload.remove', name)} onClick={() => actions.remove(row)}>
          <IconX size={18} aria-hidden />
        </RowButton>
      )}
    </Group>
  );
}

/** What is known of the transfer: done of total, speed and time left while it runs. */
function Figures({ row }: { row: UploadRow }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const left = formatDuration(row.timeLeft, lang);
  const parts = [
    t('upload.done_of', {
      done: formatBytes(row.progress * row.size, lang),
      total: formatBytes(row.size, lang),
    }),
  ];
  if (row.status === 'uploading' && row.speed > 0) {
    parts.push(t('upload.speed', { speed: formatBytes(row.speed, lang) }));
  }
  if (row.status === 'uploading' && left) parts.push(t('upload.time_left', { time: left }));
  if (row.status === 'joining') parts.push(t('upload.joining'));
  return (
    <Text size="sm" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/** One file on its way: name, status, progress bar and its buttons. */
export function UploadRowView({ row, actions }: { row: UploadRow; actions: UploadRowActions }) {
  const { t } = useTranslation();
  const status = STATUS[row.status];
  const percent = Math.floor(row.progress * 100);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="upload-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate="end" style={{ minWidth: 0 }} title={row.name}>
            {row.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Badge color={status.color} variant="filled" autoContrast>
              {t(status.label)}
            </Badge>
            <Actions row={row} actions={actions} />
          </Group>
        </Group>
        <Progress
          value={percent}
          color={row.status === 'failed' ? 'red.8' : 'blue.8'}
          aria-label={t('upload.progress_of', { name: row.name })}
          animated={row.status === 'uploading' || row.status === 'joining'}
        />
        <Group justify="space-between" gap="xs">
          <Figures row={row} />
          <Text size="sm" fw={600}>
            {percent} %
          </Text>
        </Group>
        {row.error && (
          <Text size="sm" c="red.8" role="alert">
            {translateMessage(row.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
