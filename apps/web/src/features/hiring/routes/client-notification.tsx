import { useState } from 'react';
import {
  Alert,
  Anchor,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Decision, type Application } from '@airwork/shared/hiring/application.schema';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage, type TranslationKey } from '../../../i18n/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useDecideApplication, useWaitingApplications } from '../api/applications';
import { ApplicationCard } from '../components/application-card';
import {
  APPLICATION_SORTS,
  groupApplications,
  type ApplicationSort,
} from '../components/sort-applications';

const SORT_LABELS: Record<ApplicationSort, TranslationKey> = {
  newest: 'applications.sort_newest',
  price: 'applications.sort_price',
  rating: 'applications.sort_rating',
  completed: 'applications.sort_completed',
  distance: 'applications.sort_distance',
};
import { NotificationList } from '../../../components/notification-list';
import { messageOf } from '../../../lib/call';
import { link } from '../../../lib/paths';
import { PaymentPart } from '@airwork/shared/payments/payment.schema';

function useDecision() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const decide = useDecideApplication();
  return {
    pendingId: decide.isPending ? decide.variables?.id : undefined,
    run: (a: Application, status: 0 | 9, done?: () => void) =>
      decide.mutate(
        {
          id: a.id,
          taskId: a.taskId,
          status,
          pilotUserId: a.pilotUserId,
          // The proposal on screen: a changed one is refused, not approved unread.
          proposalVersion: a.proposalVersion,
        },
        {
          onSuccess: () => {
            done?.();
            if (status === Decision.disapprove) return notifySuccess(t('applications.disapproved'));
            notifySuccess(t('applications.approved'));
            void navigate(link.makePayment(a.taskId, PaymentPart.approval));
          },
          onError: (err) => {
            done?.();
            notifyError(translateMessage(messageOf(err)));
          },
        },
      ),
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

/** The client's notifications (issue 21), above the applications. */
function WhatHappened() {
  const { t } = useTranslation();
  return (
    <>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('notification.title')}
      </Title>
      <NotificationList />
    </>
  );
}

/** One Airwork's proposals, side by side on a wide screen, one under another on a phone. */
function ProposalGroup(props: {
  group: Application[];
  pendingId: number | undefined;
  onApprove: (a: Application) => void;
  onDisapprove: (a: Application) => void;
}) {
  const { t } = useTranslation();
  const first = props.group[0]!;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`aw-${first.taskId}`}>
      <div>
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
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {props.group.map((a) => (
          <ApplicationCard
            key={a.id}
            application={a}
            busy={props.pendingId === a.id}
            onApprove={() => props.onApprove(a)}
            onDisapprove={() => props.onDisapprove(a)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Client notification (spec): the pilots' applications awaiting the client's decision. */
export function ClientNotificationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const list = useWaitingApplications(user?.id ?? 0);
  const decision = useDecision();
  const [declining, setDeclining] = useState<Application | null>(null);
  const [sort, setSort] = useState<ApplicationSort>('newest');
  return (
    <Stack gap="md">
      <WhatHappened />
      <Title order={2} fz={{ base: 20, sm: 22 }}>
        {t('applications.title')}
      </Title>
      <Text c="dimmed">{t('applications.intro')}</Text>
      {list.isPending && <Loader aria-label={t('common.loading')} />}
      {list.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {list.data?.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{t('applications.none')}</Text>
        </Paper>
      )}
      {list.data && list.data.length > 1 && <SortSelect value={sort} onChange={setSort} />}
      {groupApplications(list.data ?? [], sort).map((group) => (
        <ProposalGroup
          key={group[0]!.taskId}
          group={group}
          pendingId={decision.pendingId}
          onApprove={(a) => decision.run(a, Decision.approve)}
          onDisapprove={setDeclining}
        />
      ))}
      <Text size="sm">
        {t('applications.settings_hint')}{' '}
        <Anchor component={Link} to="/client-profile">
          {t('applications.settings_link')}
        </Anchor>
      </Text>
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
    </Stack>
  );
}
