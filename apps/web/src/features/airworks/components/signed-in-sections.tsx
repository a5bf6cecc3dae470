import { Role } from '@airwork/shared/accounts/account-constants';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { ClientCard } from '../../../components/client-card';
import { useCurrentUser } from '../../../lib/session';
import { AirworkConversation } from './airwork-conversation';
import { AirworkRecord } from '../../../components/airwork-record';
import { ClosingActions } from './closing-actions';
import { DisputeLink } from './dispute-link';
import { OwnerActions } from './owner-actions';
import { PilotActions } from './pilot-actions';

/**
 * What a signed-in reader may see under an Airwork on Airwork-details, each part deciding for
 * itself whether it is theirs: to a pilot, who the client is; its conversation, the owner's buttons, cancelling and closing,
 * the pilot's (apply, schedule, upload) and the record. Loaded apart from the screen, for
 * signed-in readers only.
 */
export function SignedInSections({ airwork }: { airwork: Airwork }) {
  const user = useCurrentUser();
  return (
    <>
      {user?.role_id === Role.pilot && <ClientCard clientId={airwork.userId} />}
      <AirworkConversation airwork={airwork} />
      <OwnerActions airwork={airwork} />
      <DisputeLink airwork={airwork} />
      <ClosingActions airwork={airwork} />
      <PilotActions airwork={airwork} />
      <AirworkRecord airwork={airwork} />
    </>
  );
}
