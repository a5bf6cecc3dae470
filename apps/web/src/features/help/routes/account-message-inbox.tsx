import { useState } from 'react';
import {
  Avatar,
  Badge,
  Container,
  Grid,
  Group,
  NavLink,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { TranslationKey } from '../../../i18n/i18n';

/** The inbox's messages (spec: "message inbox with fake messages"): Airwork's own notices. */
const MESSAGES = [
  {
    id: 1,
    from: 'inbox.from_team',
    subject: 'inbox.m1_subject',
    body: 'inbox.m1_body',
    daysAgo: 0,
    unread: true,
  },
  {
    id: 2,
    from: 'inbox.from_safety',
    subject: 'inbox.m2_subject',
    body: 'inbox.m2_body',
    daysAgo: 1,
    unread: true,
  },
  {
    id: 3,
    from: 'inbox.from_team',
    subject: 'inbox.m3_subject',
    body: 'inbox.m3_body',
    daysAgo: 3,
    unread: false,
  },
  {
    id: 4,
    from: 'inbox.from_support',
    subject: 'inbox.m4_subject',
    body: 'inbox.m4_body',
    daysAgo: 7,
    unread: false,
  },
] as const satisfies readonly {
  id: number;
  from: TranslationKey;
  subject: TranslationKey;
  body: TranslationKey;
  daysAgo: number;
  unread: boolean;
}[];

type Message = (typeof MESSAGES)[number];

function OpenMessage({ message, when }: { message: Message; when: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="article"
      aria-live="polite"
    >
      <Stack gap="sm">
        <Group gap="sm">
          <Avatar color="airwork" radius="xl">
            A
          </Avatar>
          <div>
            <Text fw={600}>{t(message.from)}</Text>
            <Text size="xs" c="dimmed">
              {when}
            </Text>
          </div>
        </Group>
        <Title order={2} fz="lg">
          {t(message.subject)}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{t(message.body)}</Text>
      </Stack>
    </Paper>
  );
}

/** The message inbox (spec: /account-message-inbox): a list and the open message. */
export function AccountMessageInboxPage() {
  const { t, i18n } = useTranslation();
  const [openId, setOpenId] = useState<number>(MESSAGES[0].id);
  const [read, setRead] = useState<Set<number>>(() => new Set([MESSAGES[0].id]));
  // Dates count back from when the inbox was opened.
  const [openedAt] = useState(() => Date.now());
  const open = MESSAGES.find((m) => m.id === openId) ?? MESSAGES[0];
  const when = (daysAgo: number) =>
    new Date(openedAt - daysAgo * 86_400_000).toLocaleDateString(
      i18n.language === 'zh' ? 'zh-CN' : 'en-CA',
    );

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('inbox.title')}
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="lg" p="xs" component="nav" aria-label={t('inbox.list')}>
              {MESSAGES.map((m) => {
                const unread = m.unread && !read.has(m.id);
                return (
                  <NavLink
                    key={m.id}
                    component="button"
                    active={m.id === openId}
                    onClick={() => {
                      setOpenId(m.id);
                      setRead(new Set(read).add(m.id));
                    }}
                    label={
                      <Text fw={unread ? 700 : 400} size="sm" lineClamp={1}>
                        {t(m.subject)}
                      </Text>
                    }
                    description={`${t(m.from)} · ${when(m.daysAgo)}`}
                    rightSection={unread ? <Badge size="xs">{t('inbox.new')}</Badge> : null}
                  />
                );
              })}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <OpenMessage message={open} when={when(open.daysAgo)} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
