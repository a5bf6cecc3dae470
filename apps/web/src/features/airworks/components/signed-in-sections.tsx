import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { AirworkConversation } from './airwork-conversation';
import { AirworkRecord } from './airwork-record';
import { ClosingActions } from './closing-actions';
import { OwnerActions } from './owner-actions';
import { PilotActions } from './pilot-actions';

/**
 * What a signed-in reader may see under an Airwork on Airwork-details, each part deciding for
 * itself whether it is theirs: its conversation, the owner's buttons, cancelling and closing,
 * the pilot's (apply, schedule, upload) and the record. Loaded apart from the screen, for
 * signed-in readers only.
 */
export function SignedInSections({ airwork }: { airwork: Airwork }) {
  return (
    <>
      <AirworkConversation airwork={airwork} />
      <OwnerActions airwork={airwork} />
      <ClosingActions airwork={airwork} />
      <PilotActions airwork={airwork} />
      <AirworkRecord airwork={airwork} />
    </>
  );
}
