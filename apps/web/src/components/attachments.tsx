import { ActionIcon, Button, FileButton, Group, Progress, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_FILE_MAX_BYTES,
} from '@airwork/shared/messages/message.schema';
import { useTranslation } from '../i18n/use-translation';
import { translateMessage } from '../i18n/i18n';
import { formatBytes } from '../lib/format';
import { uploadFile, type StoredFile } from '../lib/uploads';
import { notifyError } from './notify';

// Files given with a text (a message, a dispute's statement): uploaded as they are chosen,
// each with its progress, removable before sending. Both take up to five files of 25 MB.

export interface Pending {
  key: string;
  name: string;
  progress: number;
  file?: StoredFile;
}

/** Sends files one after another, reporting each one's progress; answers those stored. */
export function useAttachments(kind: 'message' | 'evidence') {
  const [files, setFiles] = useState<Pending[]>([]);
  const add = async (chosen: File[]) => {
    const room = MESSAGE_ATTACHMENTS_MAX - files.length;
    if (chosen.length > room) notifyError(translateMessage('message.too_many_files'));
    for (const f of chosen.slice(0, Math.max(0, room))) {
      const key = `${f.name}-${f.size}-${Math.random()}`;
      const update = (patch: Partial<Pending>) =>
        setFiles((all) => all.map((p) => (p.key === key ? { ...p, ...patch } : p)));
      setFiles((all) => [...all, { key, name: f.name, progress: 0 }]);
      if (f.size > MESSAGE_FILE_MAX_BYTES) {
        setFiles((all) => all.filter((p) => p.key !== key));
        notifyError(translateMessage('upload.too_large'));
        continue;
      }
      const stored = await uploadFile(f, kind, (progress) => update({ progress }));
      if (stored.ok) update({ file: stored.file, progress: 1 });
      else {
        setFiles((all) => all.filter((p) => p.key !== key));
        notifyError(translateMessage(stored.message));
      }
    }
  };
  const remove = (key: string) => setFiles((all) => all.filter((p) => p.key !== key));
  return { files, add, remove, clear: () => setFiles([]) };
}

/** The files chosen so far: each with its progress until stored, and a way to remove it. */
export function FileRows({
  files,
  onRemove,
}: {
  files: Pending[];
  onRemove: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {files.map((f) => (
        <Group key={f.key} gap="xs" wrap="nowrap">
          <Text size="xs" style={{ flex: 1, overflowWrap: 'anywhere' }}>
            {f.name}
            {f.file ? ` · ${formatBytes(f.file.size, i18n.language)}` : ''}
          </Text>
          {!f.file && (
            <Progress
              value={f.progress * 100}
              w={80}
              aria-label={t('messages.uploading', { name: f.name })}
            />
          )}
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('messages.remove_file', { name: f.name })}
            onClick={() => onRemove(f.key)}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </>
  );
}

export function AttachButton(props: {
  resetRef: React.RefObject<(() => void) | null>;
  full: boolean;
  onChoose: (files: File[]) => void;
  /** An icon alone (a phone's composer), named for screen readers. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FileButton
      resetRef={props.resetRef}
      multiple
      accept="image/jpeg,image/png,image/webp,image/gif,application/pdf,application/zip,.zip"
      onChange={props.onChoose}
    >
      {(button) =>
        props.compact ? (
          <ActionIcon
            {...button}
            variant="default"
            size={36}
            aria-label={t('messages.attach')}
            disabled={props.full}
          >
            <IconPaperclip size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            {...button}
            variant="default"
            size="xs"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            disabled={props.full}
          >
            {t('messages.attach')}
          </Button>
        )
      }
    </FileButton>
  );
}
