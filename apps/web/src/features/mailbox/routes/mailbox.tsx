import { useState } from 'react';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Role } from '@airwork/shared/accounts/account-constants';
import { allMailCall, myMailCall, type MailboxMail } from '@airwork/shared/mail/mailbox.calls';
import { useTranslation } from '../../../i18n/use-translation';
import { call, keyOf } from '../../../lib/call';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';

// The mail Airwork wrote (issue 46), read here: one's own, and — where no mail server is
// configured, as in the demo — an admin reads everyone's, so that no one waits for a mail that
// cannot come.

const STATUS = {
  sent: { label: 'mailbox.status_sent', color: 'teal.9' },
  pending: { label: 'mailbox.status_pending', color: 'gray.8' },
  failed: { label: 'mailbox.status_failed', color: 'red.9' },
} as const;

/** The text of a mail with its addresses as links (the reset link, the Airwork's page). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <Anchor key={i} href={part}>
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

function Mail({ mail, delivers }: { mail: MailboxMail; delivers: boolean }) {
  const { t, i18n } = useTranslation();
  const status = STATUS[mail.status];
  const kept = !delivers && mail.status === 'pending';
  return (
    <Accordion.Item value={String(mail.id)}>
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600} size="sm">
              {mail.subject}
            </Text>
            <Text size="xs" c="dimmed">
              {t('mailbox.to', { to: mail.to })} · {formatDateTime(mail.createdAt, i18n.language)}
            </Text>
          </div>
          <Badge color={status.color} variant="filled" autoContrast>
            {t(kept ? 'mailbox.status_kept' : status.label)}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Tabs defaultValue="text">
          <Tabs.List>
            <Tabs.Tab value="text">{t('mailbox.as_text')}</Tabs.Tab>
            <Tabs.Tab value="html">{t('mailbox.as_html')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="text" pt="sm">
            <LinkedText text={mail.text} />
          </Tabs.Panel>
          <Tabs.Panel value="html" pt="sm">
            {/* The mail's own page, with nothing of it able to run or reach this one. */}
            <iframe
              title={mail.subject}
              srcDoc={mail.html}
              sandbox=""
              style={{
                width: '100%',
                height: 480,
                border: '1px solid var(--mantine-color-gray-3)',
              }}
            />
          </Tabs.Panel>
        </Tabs>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

export function MailboxPage() {
  const { t } = useTranslation();
  const admin = useCurrentUser()?.role_id === Role.admin;
  const [whose, setWhose] = useState<'mine' | 'all'>('mine');
  const all = admin && whose === 'all';
  const box = useQuery({
    queryKey: keyOf(all ? allMailCall : myMailCall),
    queryFn: () => (all ? call(allMailCall, {}) : call(myMailCall, {})),
  });
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('mailbox.title')}
      </Title>
      <Text c="dimmed">{t('mailbox.intro')}</Text>
      {box.data && !box.data.delivers && <Alert color="blue">{t('mailbox.no_server')}</Alert>}
      {admin && box.data && !box.data.delivers && (
        <SegmentedControl
          value={whose}
          onChange={(v) => setWhose(v)}
          data={[
            { value: 'mine', label: t('mailbox.mine') },
            { value: 'all', label: t('mailbox.all') },
          ]}
          w={{ base: '100%', sm: 'auto' }}
        />
      )}
      {box.isPending && <Loader aria-label={t('common.loading')} />}
      {box.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {box.data?.mails.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{t('mailbox.none')}</Text>
        </Paper>
      )}
      {box.data && box.data.mails.length > 0 && (
        <Paper withBorder radius="lg">
          <Accordion chevronPosition="right">
            {box.data.mails.map((m) => (
              <Mail key={m.id} mail={m} delivers={box.data.delivers} />
            ))}
          </Accordion>
        </Paper>
      )}
    </Stack>
  );
}
