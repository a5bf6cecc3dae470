import { Alert, Badge, Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Dispute } from '@airwork/shared/disputes/dispute.schema';
import { MessageFiles, MessageList, MessageText } from '../../../components/message-text';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { formatDateTime } from '../../../lib/format';
import { useThread } from '../../../lib/messages';

/**
 * The Airwork's conversation as an admin weighing the dispute reads it: every message, oldest
 * first, marked client or pilot, with its files; nothing can be written here. Fetching it is
 * an admin's reading, recorded in the Airwork's record like any other.
 */
export function ConversationTranscript({ d }: { d: Dispute }) {
  const { t, i18n } = useTranslation();
  const thread = useThread(d.taskId, d.pilotId);
  if (thread.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (thread.isError) {
    return <Alert color="red">{translateMessage(messageOf(thread.error))}</Alert>;
  }
  const messages = [...thread.data.pages].reverse().flatMap((p) => p.data);
  return (
    <Stack gap="sm">
      <Alert color="blue">{t('messages.admin_reading')}</Alert>
      {messages.length === 0 && <Text c="dimmed">{t('disputes.conversation_empty')}</Text>}
      <MessageList thread={thread} gap="xs">
        {messages.map((m) => {
          const client = m.fromUserId === d.clientId;
          return (
            <Box component="li" key={m.id}>
              <Paper withBorder radius="md" p="xs" bg={client ? 'blue.0' : 'gray.0'}>
                <Group gap="xs" mb={4} wrap="wrap">
                  <Badge color={client ? 'blue.9' : 'teal.9'} variant="filled">
                    {t(client ? 'disputes.by_client' : 'disputes.by_pilot')}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {client ? d.clientName : d.pilotName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(m.createdAt, i18n.language)}
                  </Text>
                </Group>
                {m.text !== '' && <MessageText text={m.text} />}
                <MessageFiles files={m.attachments} />
              </Paper>
            </Box>
          );
        })}
      </MessageList>
    </Stack>
  );
}
