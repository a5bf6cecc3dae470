import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { Session } from '@airwork/shared/accounts/session.schema';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { formatDateTime } from '../../../lib/format';
import { useEndSession, useSessions } from '../api/sessions';

function SessionRow({
  session: s,
  onEnd,
  busy,
}: {
  session: Session;
  onEnd: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const device = s.device || t('sessions.unknown_device');
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={device}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconDeviceDesktop size={20} aria-hidden style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} size="sm">
                {device}
              </Text>
              {s.current && (
                <Badge size="sm" variant="filled" color="teal.9">
                  {t('sessions.this_device')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('sessions.address', { ip: s.ip || '—' })} ·{' '}
              {t('sessions.signed_in', { when: formatDateTime(s.createdAt, i18n.language) })}
              {s.lastUsedAt &&
                ` · ${t('sessions.last_used', { when: formatDateTime(s.lastUsedAt, i18n.language) })}`}
            </Text>
          </div>
        </Group>
        {!s.current && (
          <Button size="xs" variant="default" onClick={onEnd} loading={busy}>
            {t('sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Where the account is signed in (issue 45): each device with its address and use; any but
 * this one can be ended, and ends at once.
 */
export function SessionsPanel() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const run = (id: number | 'others') =>
    end.mutate(id, {
      onSuccess: ({ ended }) => notifySuccess(t('sessions.ended', { count: ended })),
      onError: (err) => notifyError(translateMessage(messageOf(err))),
    });
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="sessions-title">
      <Title order={2} fz="lg" id="sessions-title">
        {t('sessions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('sessions.hint')}
      </Text>
      {sessions.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((s) => (
          <SessionRow
            key={s.id}
            session={s}
            onEnd={() => run(s.id)}
            busy={end.isPending && end.variables === s.id}
          />
        ))}
      </Stack>
      {others > 0 && (
        <Group>
          <Button
            variant="light"
            color="red"
            onClick={() => run('others')}
            loading={end.isPending && end.variables === 'others'}
          >
            {t('sessions.end_others')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
