import { useState } from 'react';
import { Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { Decision, type Application } from '@airwork/shared/hiring/application.schema';
import { PaymentPart } from '@airwork/shared/payments/payment.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage, type TranslationKey } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { link } from '../../../lib/paths';
import { useDecideApplication } from '../api/applications';
import { ApplicationCard } from './application-card';
import { APPLICATION_SORTS, groupApplications, type ApplicationSort } from './sort-applications';
import classes from './proposals.module.css';

// Comparing proposals (issues 23, 46): ordered by what matters to the client, each Airwork's
// side by side, approved, declined or answered from where they are read — on the notification
// page (every open Airwork) and on one Airwork's own proposals page.

const SORT_LABELS: Record<ApplicationSort, TranslationKey> = {
  newest: 'applications.sort_newest',
  price: 'applications.sort_price',
  earliest: 'applications.sort_earliest',
  rating: 'applications.sort_rating',
  completed: 'applications.sort_completed',
  distance: 'applications.sort_distance',
};

function useDecision() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const decide = useDecideApplication();
  // Awaited, not per-call callbacks: the approval empties the list this screen shows, and a
  // callback of an unmounted screen never runs — the client must still go on to pay.
  const run = async (a: Application, status: 0 | 9, done?: () => void) => {
    try {
      await decide.mutateAsync({
        id: a.id,
        taskId: a.taskId,
        status,
        pilotUserId: a.pilotUserId,
        // The proposal on screen: a changed one is refused, not approved unread.
        proposalVersion: a.proposalVersion,
      });
    } catch (err) {
      done?.();
      notifyError(translateMessage(messageOf(err)));
      return;
    }
    done?.();
    if (status === Decision.disapprove) return notifySuccess(t('applications.disapproved'));
    notifySuccess(t('applications.approved'));
    void navigate(link.makePayment(a.taskId, PaymentPart.approval));
  };
  return {
    pendingId: decide.isPending ? decide.variables?.id : undefined,
    run: (a: Application, status: 0 | 9, done?: () => void) => void run(a, status, done),
  };
}

/** How the proposals are ordered, to compare them. */
function SortSelect(props: { value: ApplicationSort; onChange: (sort: ApplicationSort) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('applications.sort')}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value as ApplicationSort)}
      data={APPLICATION_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

/** One Airwork's proposals, side by side on a wide screen, one under another on a phone. */
function ProposalGroup(props: {
  group: Application[];
  titled: boolean;
  pendingId: number | undefined;
  onApprove: (a: Application) => void;
  onDisapprove: (a: Application) => void;
}) {
  const { t } = useTranslation();
  const first = props.group[0]!;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`aw-${first.taskId}`}>
      <div hidden={!props.titled}>
        <Anchor
          component={Link}
          to={link.airworkDetails(first.taskId)}
          fw={700}
          fz="lg"
          id={`aw-${first.taskId}`}
        >
          {first.tasksTitle}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('airwork.mission')} {first.tasksId} ·{' '}
          {props.group.length === 1
            ? t('applications.one_proposal')
            : t('applications.proposals', { count: props.group.length })}
        </Text>
      </div>
      <div className={classes.group}>
        {props.group.map((a) => (
          <ApplicationCard
            key={a.id}
            application={a}
            busy={props.pendingId === a.id}
            onApprove={() => props.onApprove(a)}
            onDisapprove={() => props.onDisapprove(a)}
          />
        ))}
      </div>
    </Stack>
  );
}

/**
 * The proposals to compare: a sort when there is more than one, each Airwork's group with its
 * title (`titled`, when several Airworks may show), and the declining's confirmation.
 */
export function ProposalCompare(props: { applications: Application[]; titled: boolean }) {
  const { t } = useTranslation();
  const decision = useDecision();
  const [declining, setDeclining] = useState<Application | null>(null);
  const [sort, setSort] = useState<ApplicationSort>('newest');
  return (
    <>
      {props.applications.length > 1 && <SortSelect value={sort} onChange={setSort} />}
      {groupApplications(props.applications, sort).map((group) => (
        <ProposalGroup
          key={group[0]!.taskId}
          group={group}
          titled={props.titled}
          pendingId={decision.pendingId}
          onApprove={(a) => decision.run(a, Decision.approve)}
          onDisapprove={setDeclining}
        />
      ))}
      <ConfirmDialog
        opened={declining !== null}
        title={t('applications.disapprove')}
        text={t('applications.disapprove_confirm')}
        confirmLabel={t('applications.disapprove')}
        confirmColor="red"
        busy={declining !== null && decision.pendingId === declining.id}
        onClose={() => setDeclining(null)}
        onConfirm={() =>
          declining && decision.run(declining, Decision.disapprove, () => setDeclining(null))
        }
      />
    </>
  );
}
