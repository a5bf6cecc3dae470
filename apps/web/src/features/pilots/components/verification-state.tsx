import { Alert } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Verification, type PilotInfo } from '@airwork/shared/pilots/pilot.schema';

const LOOK = {
  [Verification.none]: {
    color: 'gray',
    title: 'verification.state_none',
    text: 'verification.state_none_text',
  },
  [Verification.waiting]: {
    color: 'yellow',
    title: 'verification.state_waiting',
    text: 'verification.state_waiting_text',
  },
  [Verification.approved]: {
    color: 'teal',
    title: 'verification.state_approved',
    text: 'verification.state_approved_text',
  },
  [Verification.disapproved]: {
    color: 'red',
    title: 'verification.state_disapproved',
    text: 'verification.state_disapproved_text',
  },
} as const;

/** Where the pilot's verification stands, in plain words; the admin's reason when refused. */
export function VerificationState({ info }: { info: PilotInfo | undefined }) {
  const { t } = useTranslation();
  const state = (info?.verification ?? Verification.none) as Verification;
  const look = LOOK[state];
  return (
    <Alert
      color={look.color}
      variant="light"
      title={t(look.title)}
      data-testid="verification-state"
    >
      {state === Verification.disapproved && info?.disapprovalReason
        ? t('verification.reason', { reason: info.disapprovalReason })
        : t(look.text)}
    </Alert>
  );
}
