import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { isParty } from '@airwork/shared/airworks/airwork-viewers';
import { useTranslation } from '../../../i18n/use-translation';
import { useTimeline } from '../../../lib/airwork-timeline';
import { usePaymentStatus } from '../../../lib/payment-status';
import { needsNewHold } from '@airwork/shared/payments/payment-states';
import { isBuilt, link } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { viewerOf } from '../../../lib/viewer';

/**
 * The way to the Airwork's dispute (issue 25): while disputed, said plainly to its parties and
 * admins; once decided, a link to the decision; while it may be disputed, the way to open one
 * for the client and the hired pilot.
 */
export function DisputeLink({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const viewer = viewerOf(user, airwork);
  const party = isParty(viewer);
  const timeline = useTimeline(airwork.id, party).data;
  const disputed = airwork.state === 'disputed';
  // A hold that lapsed during the dispute is said here too: the dispute screen renews it.
  const lapsed = needsNewHold(usePaymentStatus(airwork.id, party && disputed).data?.state);
  const to = link.airworkDispute(airwork.id);
  if (!party || !isBuilt(to)) return null;
  if (disputed) {
    return (
      <Alert color="red" title={t('disputes.under_way_title')}>
        <Text size="sm" mb="sm">
          {t(lapsed ? 'disputes.under_way_lapsed' : 'disputes.under_way')}
        </Text>
        <Button component={Link} to={to} color="red.8">
          {t('disputes.view')}
        </Button>
      </Alert>
    );
  }
  if (timeline?.some((e) => e.action === 'dispute')) {
    return (
      <Group>
        <Button component={Link} to={to} variant="default">
          {t('disputes.view_decision')}
        </Button>
      </Group>
    );
  }
  // The graph decides (airwork-graph.ts): a side, before acceptance, while the money is held.
  if (!airwork.allowedActions.includes('dispute')) return null;
  return (
    <Group>
      <Button component={Link} to={to} variant="transparent" color="red" size="compact-sm">
        {t('disputes.open_link')}
      </Button>
    </Group>
  );
}
