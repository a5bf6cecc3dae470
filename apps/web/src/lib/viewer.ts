import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { actorOf, type Viewer } from '@airwork/shared/airworks/airwork-viewers';
import type { CurrentUser } from './session';

/**
 * The signed-in user's relation to an Airwork (owner, hired pilot, applicant, other pilot,
 * admin, stranger) — the same table the server decides with (airwork-viewers.ts).
 */
export function viewerOf(user: CurrentUser | null | undefined, airwork: Airwork): Viewer {
  return actorOf(
    user ? { userId: user.id, roleId: user.role_id } : null,
    { clientId: airwork.userId, pilotId: airwork.pilotUserId },
    airwork.myApplication !== null,
  );
}
