import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { useDeferredResult } from '../lib/deferred-result';
import { formatDateTime } from '../lib/format';
import { useCurrentUser } from '../lib/session';
import { useMarkNotificationsRead, useNotifications } from '../lib/notifications';
import { Pager } from './pager';
import { noticeLink, noticeText } from './notice-text';
import type { Notification } from '@airwork/shared/notifications/notification.schema';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';

function NoticeRow({ notice: n, onRead }: { notice: Notification; onRead: () => void }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  return (
    <Paper withBorder p="sm" radius="md" bg={n.readAt ? undefined : 'blue.0'}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" preventGrowOverflow={false}>
        <Anchor
          component={Link}
          to={noticeLink(n, user?.role_id ?? 0)}
          onClick={() => (n.readAt ? undefined : onRead())}
          c="dark"
        >
          {noticeText(n, i18n.language)}
        </Anchor>
        {!n.readAt && (
          <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>
            {t('notifications.new')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {formatDateTime(n.createdAt, i18n.language)}
      </Text>
    </Paper>
  );
}

/**
 * The full list of what happened to the user, newest first, with paging (issue 21). What the
 * screen shows under it (`after`) waits for the list: shown first and then pushed down by the
 * notices, it was most of the notices screen's layout shift (issue 46).
 */
export function NotificationList({ after }: { after?: React.ReactNode }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const list = useDeferredResult(useNotifications(page, asPageSize(size)));
  const mark = useMarkNotificationsRead();
  const unread = list.data?.unread ?? 0;
  return (
    <>
      <Stack gap="sm" component="section" aria-label={t('notifications.title')}>
        <Group justify="flex-end">
          {unread > 0 && (
            <Button
              variant="subtle"
              size="xs"
              loading={mark.isPending}
              onClick={() => mark.mutate({ all: true })}
            >
              {t('notifications.mark_all')}
            </Button>
          )}
        </Group>
        {list.isPending && <Loader aria-label={t('common.loading')} />}
        {list.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
        {list.data?.total === 0 && <Text c="dimmed">{t('notifications.none')}</Text>}
        {list.data?.data.map((n) => (
          <NoticeRow key={n.id} notice={n} onRead={() => mark.mutate({ ids: [n.id] })} />
        ))}
        {(list.data?.total ?? 0) > size && (
          <Pager
            total={list.data?.total ?? 0}
            page={page}
            size={size}
            onPage={setPage}
            onSize={(s) => {
              setSize(s);
              setPage(1);
            }}
          />
        )}
      </Stack>
      {!list.isPending && after}
    </>
  );
}
