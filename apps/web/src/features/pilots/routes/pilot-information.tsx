import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { ReceivedRatings } from '../components/received-ratings';
import { useSearchParams } from 'react-router';
import { pilotPublicInfoCall } from '@airwork/shared/pilots/member.calls';
import { call, keyOf } from '../../../lib/call';
import { readQuery } from '../../../lib/paths';

function usePilotPublicInfo(userId: number) {
  return useQuery({
    queryKey: keyOf(pilotPublicInfoCall, userId),
    queryFn: () => call(pilotPublicInfoCall, { userId }),
    enabled: userId > 0,
    retry: false,
  });
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg">{value}</Text>
    </div>
  );
}

/** Spec "Pilot information" (query Id = the pilot's user id): what anyone signed in may know. */
export function PilotInformationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readQuery(params).id();
  const info = usePilotPublicInfo(Number.isInteger(id) ? id : 0);
  if (info.isPending && id > 0) return <Loader m="xl" aria-label={t('common.loading')} />;
  if (!info.data) return <Alert m="xl" color="gray" title={t('pilot.not_found')} />;
  const p = info.data;
  const certificate =
    p.certificateType === 2
      ? t('verification.certificate_advanced')
      : p.certificateType === 1
        ? t('verification.certificate_basic')
        : '—';
  return (
    <Stack gap="lg" maw={760} mx="auto" py={{ base: 'md', sm: 'xl' }} px="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('pilot_info.title')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Fact label={t('pilot_info.name')} value={p.displayName || '—'} />
          <Fact label={t('pilot_info.pilot_id')} value={p.userNumbers} />
          <Fact label={t('pilot_info.devices')} value={p.rpasMake || '—'} />
          <Fact label={t('pilot_info.certificate')} value={certificate} />
          {p.totalAirworks > 0 && (
            <Fact
              label={t('pilot_info.completed')}
              value={
                p.totalAirworks === 1
                  ? t('pilot_info.one_case')
                  : t('pilot_info.cases', { count: p.totalAirworks })
              }
            />
          )}
          {p.totalRateCount > 0 && (
            <Fact label={t('pilot_info.rating')} value={`${p.totalRating} / ${p.totalRateCount}`} />
          )}
        </SimpleGrid>
      </Paper>
      <ReceivedRatings userId={id} />
    </Stack>
  );
}
