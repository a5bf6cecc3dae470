import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { useUnreadMessages } from '../../lib/messages';
import { useMarkNotificationsRead, useNotifications } from '../../lib/notifications';
import { noticeLink, noticeText } from '../../components/notice-text';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import type { Notification } from '@airwork/shared/notifications/notification.schema';

// The header's Messages link and notification bell, for signed-in clients and pilots (issue 21).
// Loaded after the first paint, never with Home's first load; live events keep them current.

const SHOWN = 6;

function BellItem(props: { notice: Notification; role: number; onOpen: () => void }) {
  const { i18n } = useTranslation();
  const n = props.notice;
  return (
    <Anchor
      component={Link}
      to={noticeLink(n, props.role)}
      c="dark"
      size="sm"
      fw={n.readAt ? 400 : 700}
      onClick={props.onOpen}
    >
      {noticeText(n, i18n.language)}
      <Text span size="xs" c="dimmed" display="block" fw={400}>
        {formatDateTime(n.createdAt, i18n.language)}
      </Text>
    </Anchor>
  );
}

function Bell({ role }: { role: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const list = useNotifications(1, 10);
  const mark = useMarkNotificationsRead();
  const unread = list.data?.unread ?? 0;
  const all = role === Role.client ? paths.clientNotification : paths.pilotNotification;
  return (
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
      <Popover opened={opened} onChange={setOpened} width={320} position="bottom-end" trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('notifications.bell', { count: unread })}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" mb={4}>
            <Text fw={600}>{t('notifications.title')}</Text>
            {unread > 0 && (
              <Button variant="subtle" size="compact-xs" onClick={() => mark.mutate({ all: true })}>
                {t('notifications.mark_all')}
              </Button>
            )}
          </Group>
          <ScrollArea.Autosize mah={360}>
            <Stack gap={6}>
              {list.data?.total === 0 && (
                <Text size="sm" c="dimmed">
                  {t('notifications.none')}
                </Text>
              )}
              {list.data?.data.slice(0, SHOWN).map((n) => (
                <BellItem
                  key={n.id}
                  notice={n}
                  role={role}
                  onOpen={() => {
                    setOpened(false);
                    if (!n.readAt) mark.mutate({ ids: [n.id] });
                  }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Divider my={6} />
          <Anchor component={Link} to={all} size="sm" onClick={() => setOpened(false)}>
            {t('notifications.see_all')}
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

export function HeaderInbox() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const party = user?.role_id === Role.client || user?.role_id === Role.pilot;
  const unread = useUnreadMessages(party);
  if (!user || !party) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
        <ActionIcon
          component={Link}
          to={paths.messages}
          variant="subtle"
          size="lg"
          aria-label={t('notifications.messages_link', { count: unread })}
        >
          <IconMessage size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <Bell role={user.role_id} />
    </Group>
  );
}
