import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import type { Contact } from '@airwork/shared/accounts/contact.schema';
import { formatDate } from '../../../lib/format';
import { useConversationsOfTask } from '../../../lib/messages';
import { link } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';

// Airwork details for its parties: the other side's name and phone once hired, and the way to
// their conversation; for admins, the Airwork's conversations (issue 21).

function ContactCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('messages.contact')}>
      <Text size="sm" c="dimmed">
        {t('messages.contact')}
      </Text>
      <Group gap="md">
        <Text fw={600}>
          {contact.firstName} {contact.lastName}
        </Text>
        <Group gap={4}>
          <IconPhone size={16} aria-hidden />
          {contact.phone ? (
            <Anchor href={`tel:${contact.phone}`}>{contact.phone}</Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('messages.phone_hidden')}
            </Text>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function AdminConversations({ taskId }: { taskId: number }) {
  const { t, i18n } = useTranslation();
  const list = useConversationsOfTask(taskId, true);
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('messages.conversations')}
      </Title>
      {list.data?.length === 0 && <Text c="dimmed">{t('messages.conversations_none')}</Text>}
      {list.data?.map((c) => (
        <Group key={c.pilotId} justify="space-between">
          <Text size="sm">
            {c.pilotName} · {t('messages.count', { count: c.count })} ·{' '}
            {formatDate(c.lastAt, i18n.language)}
          </Text>
          <Button
            component={Link}
            to={link.conversation(taskId, c.pilotId)}
            size="xs"
            variant="light"
          >
            {t('messages.read')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

export function AirworkConversation({
  airwork: a,
}: {
  airwork: Airwork & { contact?: Contact | null };
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  if (user.role_id === Role.admin) return <AdminConversations taskId={a.id} />;
  const isClient = user.id === a.userId;
  const withUserId = isClient ? a.pilotUserId : a.myApplication !== null ? a.userId : null;
  if (withUserId === null) return null;
  return (
    <Stack gap="xs">
      {a.contact && <ContactCard contact={a.contact} />}
      <Group>
        <Button
          component={Link}
          to={link.conversation(a.id, withUserId)}
          variant="light"
          leftSection={<IconMessage size={16} aria-hidden />}
        >
          {isClient ? t('messages.message_pilot') : t('messages.message_client')}
        </Button>
      </Group>
    </Stack>
  );
}
