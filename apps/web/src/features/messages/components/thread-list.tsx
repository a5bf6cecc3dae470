import { useState } from 'react';
import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';
import { Pager } from '../../../components/pager';
import { formatDateTime } from '../../../lib/format';
import { link } from '../../../lib/paths';
import { useThreads } from '../../../lib/messages';
import type { ThreadSummary } from '@airwork/shared/messages/message.schema';

function ThreadRow({ thread: c }: { thread: ThreadSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={link.conversation(c.taskId, c.withUserId)}
        w="100%"
        aria-label={
          c.unread > 0
            ? `${c.withName || t('messages.deleted_member')}, ${c.title}: ${t('messages.unread', { count: c.unread })}`
            : `${c.withName || t('messages.deleted_member')}, ${c.title}`
        }
      >
        <Paper withBorder p="sm" radius="md" bg={c.unread > 0 ? 'blue.0' : undefined}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={c.unread > 0 ? 700 : 500}>
                {c.withName || t('messages.deleted_member')}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {c.title}
              </Text>
              <Text size="sm" truncate>
                {c.lastText || t('messages.files_only')}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
              <Text size="xs" c="dimmed">
                {formatDateTime(c.lastAt, i18n.language)}
              </Text>
              {c.unread > 0 && <Badge size="sm">{c.unread}</Badge>}
              {c.readOnly && (
                <Badge size="xs" variant="outline" color="gray">
                  {t('messages.read_only_badge')}
                </Badge>
              )}
            </Stack>
          </Group>
        </Paper>
      </UnstyledButton>
    </li>
  );
}

/** The user's conversations, the latest message first, unread ones marked. */
export function ThreadList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const threads = useThreads(page, asPageSize(size));
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('messages.title')}
      </Title>
      {threads.isPending && <Loader aria-label={t('common.loading')} />}
      {threads.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {threads.data?.total === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{t('messages.none')}</Text>
        </Paper>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {threads.data?.data.map((c) => (
          <ThreadRow key={`${c.taskId}-${c.withUserId}`} thread={c} />
        ))}
      </Stack>
      {(threads.data?.total ?? 0) > size && (
        <Pager
          total={threads.data?.total ?? 0}
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
  );
}
