import { useEffect } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconBell, IconBellOff, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { statusName } from '@airwork/shared/airworks/airwork-states';
import type { Message, Thread } from '@airwork/shared/messages/message.schema';
import type { TranslationKey } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/call';
import { formatDateTime } from '../../../lib/format';
import { link, paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useMarkRead, useThread } from '../../../lib/messages';
import { Composer } from './composer';
import { useMuteConversation } from '../api/mute-conversation';
import { notifyError, notifySuccess } from '../../../components/notify';
import { MessageFiles, MessageList, MessageText } from '../../../components/message-text';

const READ_ONLY: Record<NonNullable<Thread['readOnlyReason']>, TranslationKey> = {
  otherPilotHired: 'messages.read_only_other_pilot',
  closed: 'messages.read_only_closed',
  accountClosed: 'messages.read_only_account',
  muted: 'messages.read_only_muted',
};

/**
 * The client's switch to mute a pilot who applied (issue 45): they then write nothing more
 * here. Not offered for the hired pilot, whose work needs the conversation.
 */
function MuteButton({ thread, withUserId }: { thread: Thread; withUserId: number }) {
  const { t } = useTranslation();
  const mute = useMuteConversation();
  if (!thread.mayMute) return null;
  const muted = thread.muted;
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={
        muted ? <IconBell size={14} aria-hidden /> : <IconBellOff size={14} aria-hidden />
      }
      loading={mute.isPending}
      onClick={() =>
        mute.mutate(
          { taskId: thread.taskId, withUserId, muted: !muted },
          {
            onSuccess: () => notifySuccess(t(muted ? 'messages.unmuted' : 'messages.muted')),
            onError: (err) => notifyError(translateMessage(messageOf(err))),
          },
        )
      }
    >
      {t(muted ? 'messages.unmute' : 'messages.mute')}
    </Button>
  );
}

function Bubble({
  message,
  mine,
  otherName,
}: {
  message: Message;
  mine: boolean;
  otherName: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Paper
        p="xs"
        radius="md"
        bg={mine ? 'blue.0' : 'gray.0'}
        withBorder
        aria-label={mine ? t('messages.you') : otherName}
      >
        {message.text !== '' && <MessageText text={message.text} />}
        <MessageFiles files={message.attachments} />
      </Paper>
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
        {mine ? t('messages.you') : otherName} · {formatDateTime(message.createdAt, i18n.language)}
        {mine && message.readAt ? ` · ${t('messages.read_mark')}` : ''}
      </Text>
    </Box>
  );
}

function Heading({ thread, withUserId }: { thread: Thread; withUserId: number }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.messages} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('messages.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 20, sm: 24 }}>
            {thread.withName || t('messages.deleted_member')}
          </Title>
          <Anchor component={Link} to={link.airworkDetails(thread.taskId)} size="sm">
            {thread.title} ({thread.tasksId})
          </Anchor>
        </Stack>
        <Group gap="xs">
          <MuteButton thread={thread} withUserId={withUserId} />
          <Badge variant="light">
            {statusName(thread.status, language, {
              accepted: thread.accepted,
              owner: user?.id === thread.clientId,
            })}
          </Badge>
        </Group>
      </Group>
      {thread.contact && (
        <Paper withBorder p="xs" radius="md" component="section" aria-label={t('messages.contact')}>
          <Group gap="md">
            <Text size="sm" fw={600}>
              {thread.contact.firstName} {thread.contact.lastName}
            </Text>
            <Group gap={4}>
              <IconPhone size={14} aria-hidden />
              {thread.contact.phone ? (
                <Anchor href={`tel:${thread.contact.phone}`} size="sm">
                  {thread.contact.phone}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('messages.phone_hidden')}
                </Text>
              )}
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}

/** One conversation: the Airwork at the top, the messages, and the composer below. */
export function Conversation({ taskId, withUserId }: { taskId: number; withUserId: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const thread = useThread(taskId, withUserId);
  const markRead = useMarkRead();
  const pages = thread.data?.pages ?? [];
  const latest = pages[0];
  const messages = [...pages].reverse().flatMap((p) => p.data);
  const lastId = messages.at(-1)?.id ?? 0;
  const admin = user?.role_id === Role.admin;
  const { mutate } = markRead;
  // What arrives while the conversation is open is read at once.
  useEffect(() => {
    if (!admin && lastId > 0) mutate({ taskId, withUserId });
  }, [admin, lastId, taskId, withUserId, mutate]);

  if (thread.isPending) return <Loader aria-label={t('common.loading')} />;
  if (thread.isError || !latest) {
    return <Alert color="red">{translateMessage(messageOf(thread.error))}</Alert>;
  }
  const reason = latest.readOnlyReason;
  return (
    <Stack gap="md">
      <Heading thread={latest} withUserId={withUserId} />
      <MessageList thread={thread} gap="sm">
        {messages.length === 0 && <Text c="dimmed">{t('messages.empty_thread')}</Text>}
        {messages.map((m) => (
          <Box component="li" key={m.id} style={{ display: 'flex', flexDirection: 'column' }}>
            <Bubble
              message={m}
              mine={m.fromUserId === user?.id}
              otherName={latest.withName || t('messages.deleted_member')}
            />
          </Box>
        ))}
      </MessageList>
      {admin && <Alert color="blue">{t('messages.admin_reading')}</Alert>}
      {reason && (
        <Alert color="gray">
          {t(reason === 'muted' && latest.mayMute ? 'messages.you_muted' : READ_ONLY[reason])}
        </Alert>
      )}
      {!latest.readOnly && <Composer taskId={taskId} toUserId={withUserId} />}
    </Stack>
  );
}
