import { DeliveryOutcome } from '@airwork/shared/delivery/delivery.calls';
import { Alert, Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { ApplicationStatus } from '@airwork/shared/hiring/application.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage, type TranslationKey } from '../../../i18n/i18n';
import { isBuilt, link } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useWithdrawApply } from '../api/apply';
import { messageOf } from '../../../lib/call';
import { mayDo } from '@airwork/shared/airworks/airwork-viewers';
import { viewerOf } from '../../../lib/viewer';

const APPLICATION_NOTES: Record<number, TranslationKey> = {
  [ApplicationStatus.waiting]: 'apply.note_waiting',
  [ApplicationStatus.withdrawn]: 'apply.note_withdrawn',
  [ApplicationStatus.approved]: 'apply.note_approved',
  [ApplicationStatus.disapproved]: 'apply.note_not_approved',
  [ApplicationStatus.closed]: 'apply.note_not_approved',
};

function ApplyButton({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // The server's rule: only approved pilots (active 1) apply. The stored status is refreshed
  // from the server on every page load (useSessionCheck).
  if (user?.active !== AccountStatus.active) {
    return (
      <Alert color="yellow" title={t('apply.verify_first')}>
        <Anchor component={Link} to="/pilot-verification">
          {t('apply.verify_link')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Button component={Link} to={link.applyAirwork(airwork.id)} size="md">
      {t('apply.button')}
    </Button>
  );
}

/** A waiting application taken back, after one more question. */
function WithdrawButton({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApply();
  const confirm = () =>
    withdraw.mutate(airwork.id, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('apply.withdrawn_done'));
      },
      onError: (err) => notifyError(translateMessage(messageOf(err))),
    });
  return (
    <>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        {t('apply.withdraw')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('apply.withdraw')}
        text={t('apply.withdraw_confirm')}
        confirmLabel={t('apply.withdraw')}
        confirmColor="red"
        busy={withdraw.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}

/** Nothing sent yet, or sent and taken back: the pilot may apply (again). */
const canApply = (mine: number | null) => mine === null || mine === ApplicationStatus.withdrawn;

/** The pilot's action on an Airwork's details (spec section 4), and where their application stands. */
export function PilotActions({ airwork: a }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // A visitor's way (log in to apply) is the screen's own (airwork-details.tsx).
  if (user?.role_id !== Role.pilot) return null;
  const assigned = viewerOf(user, a) === 'hiredPilot';
  const schedule = link.schedulePrepare(a.id, a.tasksId);
  const upload = link.uploadFile(a.id, a.tasksId);
  const working = mayDo('upload', a.state);
  // Hired, the flight day not yet set: "Set schedule" once the graph allows it (money held).
  const hiredWaiting = assigned && a.state === 'pending';
  const maySchedule = a.allowedActions.includes('schedule');
  return (
    <Group>
      {a.myApplication !== null && (
        <Alert color={a.myApplication === ApplicationStatus.approved ? 'green' : 'gray'} w="100%">
          {t(APPLICATION_NOTES[a.myApplication] ?? 'apply.note_waiting')}
        </Alert>
      )}
      {mayDo('apply', a.state) && canApply(a.myApplication) && <ApplyButton airwork={a} />}
      {a.myApplication === ApplicationStatus.waiting && a.state === 'open' && (
        <WithdrawButton airwork={a} />
      )}
      {/* The graph lets the pilot set the day once the client's money is held; until then
          they are told why, instead of finding out on the scheduling screen. */}
      {hiredWaiting && !maySchedule && (
        <Alert color="gray" w="100%">
          {translateMessage(DeliveryOutcome.notHeld.message)}
        </Alert>
      )}
      {hiredWaiting && maySchedule && isBuilt(schedule) && (
        <Button component={Link} to={schedule}>
          {t('apply.set_schedule')}
        </Button>
      )}
      {assigned && working && isBuilt(upload) && (
        <Button component={Link} to={upload}>
          {t('apply.upload_result')}
        </Button>
      )}
    </Group>
  );
}
