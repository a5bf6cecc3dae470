import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

/** A phone's Send: an icon, named for screen readers. */
function SendIcon({ pending, disabled }: { pending: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      type="submit"
      size={36}
      aria-label={t('messages.send')}
      loading={pending}
      disabled={disabled}
    >
      <IconSend size={18} aria-hidden />
    </ActionIcon>
  );
}

/** Below this width the composer is one row: it must not cover the conversation (issue 46). */
const PHONE = '(max-width: 48em)';

type ComposerState = ReturnType<typeof useComposer>;

function MessageBox({ c, phone }: { c: ComposerState; phone: boolean }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={phone ? undefined : t('messages.composer_label')}
      aria-label={phone ? t('messages.composer_label') : undefined}
      placeholder={phone ? t('messages.composer_label') : undefined}
      value={c.text}
      onChange={(e) => c.setText(e.currentTarget.value)}
      autosize
      minRows={phone ? 1 : 2}
      maxRows={phone ? 4 : 8}
      maxLength={MESSAGE_MAX}
      style={phone ? { flex: 1 } : undefined}
    />
  );
}

function Attach({ c, phone }: { c: ComposerState; phone: boolean }) {
  return (
    <AttachButton
      resetRef={c.resetFiles}
      full={c.attachments.files.length >= MESSAGE_ATTACHMENTS_MAX}
      onChoose={(chosen) => void c.attachments.add(chosen)}
      compact={phone}
    />
  );
}

function Hint() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('messages.attach_hint')}
    </Text>
  );
}

/** A desktop's composer: the labelled box, the buttons with words, the files' rules. */
function DesktopRows({ c }: { c: ComposerState }) {
  const { t } = useTranslation();
  return (
    <>
      <MessageBox c={c} phone={false} />
      <Group justify="space-between" wrap="nowrap">
        <Attach c={c} phone={false} />
        <Button
          type="submit"
          size="sm"
          rightSection={<IconSend size={16} aria-hidden />}
          loading={c.send.isPending}
          disabled={c.empty || c.uploading}
        >
          {t('messages.send')}
        </Button>
      </Group>
      <Hint />
    </>
  );
}

/** A phone's composer: one row; the files' rules once files are chosen. */
function PhoneRow({ c }: { c: ComposerState }) {
  return (
    <>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Attach c={c} phone />
        <MessageBox c={c} phone />
        <SendIcon pending={c.send.isPending} disabled={c.empty || c.uploading} />
      </Group>
      {c.attachments.files.length > 0 && <Hint />}
    </>
  );
}

/**
 * The message box: text, files with their progress, Send. Enter adds a line; the button sends.
 * On a phone it is one row (attach, a growing text box, send), about a tenth of the screen
 * instead of a quarter (issue 46).
 */
export function Composer({ taskId, toUserId }: { taskId: number; toUserId: number }) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const c = useComposer(taskId, toUserId);
  return (
    <Paper
      withBorder
      p={phone ? 'xs' : 'sm'}
      radius="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!c.empty && !c.uploading) c.submit();
      }}
      style={{ position: 'sticky', bottom: 0, background: 'white', zIndex: 1 }}
    >
      <Stack gap="xs">
        <FileRows files={c.attachments.files} onRemove={c.attachments.remove} />
        {phone ? <PhoneRow c={c} /> : <DesktopRows c={c} />}
      </Stack>
    </Paper>
  );
}
