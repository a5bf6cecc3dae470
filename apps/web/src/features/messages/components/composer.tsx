import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX } from '@airwork/shared/messages/message.schema';
import { AttachButton, FileRows, useAttachments } from '../../../components/attachments';
import { notifyError } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/call';
import { useSendMessage } from '../../../lib/messages';

/** The composer's state: the text, the files, and sending them (emptied once sent). */
function useComposer(taskId: number, toUserId: number) {
  const [text, setText] = useState('');
  const attachments = useAttachments('message');
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
