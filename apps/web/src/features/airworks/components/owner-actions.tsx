import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { ownerButtons } from '@airwork/shared/airworks/airwork-viewers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { isBuilt, link } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useRemoveAirwork } from '../api/remove-airwork';

/** While it is open: the proposals waiting, one click away (issue 46). */
function ProposalsButton({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  if (airwork.proposals === undefined) return null;
  return (
    <Button
      component={Link}
      to={link.airworkProposals(airwork.id)}
      variant={airwork.proposals > 0 ? 'filled' : 'light'}
    >
      {t('proposals.compare')} ({airwork.proposals})
    </Button>
  );
}

/** The owning client's buttons for the Airwork's status (spec section 4). */
export function OwnerActions({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const remove = useRemoveAirwork();
  const [confirming, setConfirming] = useState(false);
  if (!user || user.id !== airwork.userId) return null;
  const buttons = ownerButtons(airwork);
  const confirmDelete = () =>
    remove.mutate(
      { taskId: airwork.id, userId: user.id },
      {
        onSuccess: () => {
          setConfirming(false);
          notifySuccess(t('details.deleted'));
          void navigate('/client-home');
        },
        onError: (err) => {
          setConfirming(false);
          notifyError(translateMessage(messageOf(err)));
        },
      },
    );
  const edit = link.chooseAddress(airwork.id);
  return (
    <Group>
      <ProposalsButton airwork={airwork} />
      {buttons.includes('edit') && isBuilt(edit) && (
        <Button component={Link} to={edit}>
          {t('details.edit')}
        </Button>
      )}
      {buttons.includes('viewPilot') && airwork.pilotUserId !== null && (
        <Button component={Link} to={link.pilotInformation(airwork.pilotUserId)} variant="light">
          {t('details.view_pilot')}
        </Button>
      )}
      {buttons.includes('delete') && (
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('details.delete')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('details.delete')}
        text={t('details.delete_confirm')}
        confirmLabel={t('details.delete')}
        confirmColor="red"
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </Group>
  );
}
