import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { readQuery } from '../../../lib/paths';

/** Confirm-apply-Airwork (spec: query taskId = the mission number, title). */
export function ConfirmApplyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = readQuery(params);
  const number = query.missionNumber();
  const title = query.title();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal.9" variant="filled">
            <IconCircleCheck size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {t('confirm_apply.title')}
          </Title>
          <Text>
            {t('confirm_apply.applied_to')} <strong>{title}</strong>{' '}
            <Text span ff="monospace">
              ({number})
            </Text>
          </Text>
          <Text c="dimmed">{t('confirm_apply.mail_sent')}</Text>
          <Text c="dimmed">{t('confirm_apply.follow')}</Text>
          <Group justify="center" mt="sm">
            <Button component={Link} to="/pilot-home">
              {t('confirm_apply.home')}
            </Button>
            <Button component={Link} to="/Airwork-lobby" variant="default">
              {t('confirm_apply.more')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
