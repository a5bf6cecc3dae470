import { useRef, useState } from 'react';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_MAX,
} from '@airwork/shared/messages/message.schema';
import { notifyError } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/call';
import { formatBytes } from '../../../lib/format';
import { uploadFile, type StoredFile } from '../../../lib/uploads';
import { useSendMessage } from '../../../lib/messages';

interface Pending {
  key: string;
  name: string;
  progress: number;
  file?: StoredFile;
}

/** Sends files one after another, reporting each one's progress; answers those stored. */
function useAttachments() {
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
      const stored = await uploadFile(f, 'message', (progress) => update({ progress }));
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
function FileRows({ files, onRemove }: { files: Pending[]; onRemove: (key: string) => void }) {
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

function AttachButton(props: {
  resetRef: React.RefObject<(() => void) | null>;
  full: boolean;
  onChoose: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <FileButton
      resetRef={props.resetRef}
      multiple
      accept="image/jpeg,image/png,image/webp,image/gif,application/pdf,application/zip,.zip"
      onChange={props.onChoose}
    >
      {(button) => (
        <Button
          {...button}
          variant="default"
          size="xs"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          disabled={props.full}
        >
          {t('messages.attach')}
        </Button>
      )}
    </FileButton>
  );
}

/** The composer's state: the text, the files, and sending them (emptied once sent). */
function useComposer(taskId: number, toUserId: number) {
  const [text, setText] = useState('');
  const attachments = useAttachments();
  const send = useSendMessage();
  const resetFiles = useRef<() => void>(null);
  const uploading = attachments.files.some((f) => !f.file);
  const empty = text.trim() === '' && attachments.files.length === 0;
  const submit = () =>
    send.mutate(
      {
        taskId,
        toUserId,
        text,
        attachmentIds: attachments.files.flatMap((f) => (f.file ? [f.file.id] : [])),
      },
      {
        onSuccess: () => {
          setText('');
          attachments.clear();
          resetFiles.current?.();
        },
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    );
  return { text, setText, attachments, send, resetFiles, uploading, empty, submit };
}

/** The message box: text, files with their progress, Send. Enter adds a line; the button sends. */
export function Composer({ taskId, toUserId }: { taskId: number; toUserId: number }) {
  const { t } = useTranslation();
  const { text, setText, attachments, send, resetFiles, uploading, empty, submit } = useComposer(
    taskId,
    toUserId,
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty && !uploading) submit();
      }}
      style={{ position: 'sticky', bottom: 0, background: 'white', zIndex: 1 }}
    >
      <Stack gap="xs">
        <FileRows files={attachments.files} onRemove={attachments.remove} />
        <Textarea
          label={t('messages.composer_label')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MESSAGE_MAX}
        />
        <Group justify="space-between" wrap="nowrap">
          <AttachButton
            resetRef={resetFiles}
            full={attachments.files.length >= MESSAGE_ATTACHMENTS_MAX}
            onChoose={(chosen) => void attachments.add(chosen)}
          />
          <Button
            type="submit"
            size="sm"
            rightSection={<IconSend size={16} aria-hidden />}
            loading={send.isPending}
            disabled={empty || uploading}
          >
            {t('messages.send')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('messages.attach_hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
