import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useAirwork } from '../../../lib/airwork-query';
import { useDeferredResult } from '../../../lib/deferred-result';
import { link, readQuery } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useWaitingApplications } from '../api/applications';
import { ProposalCompare } from '../components/proposal-compare';

/**
 * One Airwork's proposals, one click from the Airwork (issue 46): compared side by side,
 * ordered by price, earliest day, distance or rating, approved, declined or answered here.
 */
export function AirworkProposalsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const taskId = readQuery(params).id();
  const user = useCurrentUser();
  const airwork = useAirwork(taskId);
  const list = useDeferredResult(useWaitingApplications(user?.id ?? 0));
  const mine = (list.data ?? []).filter((a) => a.taskId === taskId);
  // Proposals are decided while the graph lets the client approve one (airwork-graph.ts).
  const open = airwork.data?.allowedActions.includes('approve') ?? false;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={link.airworkDetails(taskId)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('proposals.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('proposals.title')}
        </Title>
        {airwork.data && (
          <Text c="dimmed">
            {airwork.data.title} · {t('airwork.mission')} {airwork.data.tasksId}
          </Text>
        )}
      </div>
      {(airwork.isPending || list.isPending) && <Loader aria-label={t('common.loading')} />}
      {(airwork.isError || list.isError) && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {airwork.data && !open && <Alert color="gray">{t('proposals.closed')}</Alert>}
      {airwork.data && open && list.data && mine.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{t('proposals.none')}</Text>
        </Paper>
      )}
      {open && mine.length > 0 && <ProposalCompare applications={mine} titled={false} />}
    </Stack>
  );
}
