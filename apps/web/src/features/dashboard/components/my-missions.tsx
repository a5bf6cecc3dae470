import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import { ApplicationStatus } from '@airwork/shared/hiring/application.schema';
import { pilotApplicationsCall } from '@airwork/shared/hiring/hiring.calls';
import { call, keyOf } from '../../../lib/call';
import { pilotTotalsCall } from '@airwork/shared/airworks/airwork.calls';

function Count({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component={Link} to={to} className="card-link">
      <Text fz={28} fw={800} c="airwork.8">
        {value}
      </Text>
      <Text size="sm">{label}</Text>
    </Paper>
  );
}

/** The pilot's missions at a glance (spec: an application shows on home as a pending mission). */
export function MyMissions({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const applications = useQuery({
    queryKey: keyOf(pilotApplicationsCall, userId, 1, 80),
    queryFn: () => call(pilotApplicationsCall, { userId, page: 1, size: 80 }),
    staleTime: 0,
  });
  const totals = useQuery({
    queryKey: keyOf(pilotTotalsCall, userId),
    queryFn: () => call(pilotTotalsCall, { userId }),
    staleTime: 0,
  });
  const waiting = (applications.data?.data ?? []).filter(
    (a) => a.status === ApplicationStatus.waiting,
  ).length;
  const pending = totals.data?.find((r) => r.status === AirworkStatus.pending)?.total ?? 0;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('pilot_home.missions_title')}
        </Title>
        <Button component={Link} to="/Airwork-lobby" size="xs">
          {t('pilot_home.find_airworks')}
        </Button>
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <Count
          label={t('pilot_home.waiting_applications')}
          value={waiting}
          to="/pilot-history?status=0"
        />
        <Count
          label={t('pilot_home.pending_missions')}
          value={pending}
          to="/pilot-history?status=2"
        />
      </SimpleGrid>
    </Paper>
  );
}
