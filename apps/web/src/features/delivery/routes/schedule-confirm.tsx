import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '../../../lib/format';
import { link, readQuery } from '../../../lib/paths';

/** Schedule-confirm (query taskNumber, schedule, Id): the day is set and a mail is on its way. */
export function ScheduleConfirmPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const query = readQuery(params);
  const number = query.taskNumber();
  const day = query.schedule();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal.9" variant="filled">
            <IconCalendarCheck size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {t('schedule.confirm_title')}
          </Title>
          <Text>
            {t('schedule.confirm_text', {
              number,
              day: valid ? formatDay(day, i18n.language, true) : day,
            })}
          </Text>
          <Text c="dimmed">{t('schedule.confirm_mail')}</Text>
          {/* Where to go next, named as such: the spec's "Confirm" only went home (issue 46). */}
          <Group justify="center" mt="sm">
            {query.hasId() && (
              <Button component={Link} to={link.airworkDetails(query.id())}>
                {t('schedule.open_airwork')}
              </Button>
            )}
            <Button component={Link} to="/pilot-home" variant="default">
              {t('schedule.go_home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
