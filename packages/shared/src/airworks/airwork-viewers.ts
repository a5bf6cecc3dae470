import { Role } from '../accounts/account-constants';
import type { AirworkAction, AirworkState } from './airwork-moves';

// Who looks at an Airwork, and when each thing may be done to it: the one place services, the
// scheduled jobs and the screens ask (issue 20), instead of comparing ids and status numbers.

/** The caller in relation to one Airwork. */
export type Viewer = 'owner' | 'hiredPilot' | 'applicant' | 'otherPilot' | 'admin' | 'stranger';

/** Whoever is asking: absent when not signed in. */
export interface Caller {
  userId: number;
  roleId: number;
}

/** What of the Airwork decides who the caller is. */
export interface Parties {
  clientId: number;
  pilotId: number | null;
}

/**
 * The caller's relation to the Airwork. The owner and the hired pilot come first (an admin who
 * posted an Airwork is its owner); `applied` tells an applicant from another pilot.
 */
export function actorOf(caller: Caller | null | undefined, a: Parties, applied = false): Viewer {
  if (!caller) return 'stranger';
  if (caller.userId === a.clientId) return 'owner';
  if (a.pilotId !== null && caller.userId === a.pilotId) return 'hiredPilot';
  if (caller.roleId === Role.admin) return 'admin';
  if (caller.roleId === Role.pilot) return applied ? 'applicant' : 'otherPilot';
  return 'stranger';
}

/** Its client, its hired pilot and the admins: who may see its record, results and money. */
export const isParty = (viewer: Viewer): boolean =>
  viewer === 'owner' || viewer === 'hiredPilot' || viewer === 'admin';

/** Client and pilot only: the two sides who schedule, deliver, accept and rate each other. */
export const isSide = (viewer: Viewer): boolean => viewer === 'owner' || viewer === 'hiredPilot';

/**
 * What may be done to an Airwork in each of its named states without moving it (issue 47): the
 * graph's activities, beside its moves (AIRWORK_GRAPH in airwork-graph.ts). The screens and
 * services ask these before offering or doing something that is not a move.
 */
export const ACTIVITIES = {
  apply: { in: ['open'], says: 'pilots apply' },
  hired: {
    in: ['pending', 'scheduled', 'inProgress', 'uploading', 'disputed'],
    says: 'the client sees who is hired; the pilot sees the exact place',
  },
  upload: {
    in: ['scheduled', 'inProgress', 'uploading', 'delivered'],
    says: 'the hired pilot sends result files, until the client accepts',
  },
  results: {
    in: ['uploading', 'delivered', 'completed', 'disputed'],
    says: 'the result files are there to look at, for the parties',
  },
  review: {
    in: ['delivered', 'completed'],
    says: 'the client opens the delivered results (to decide, or to look back)',
  },
  renewHold: {
    in: ['pending', 'scheduled', 'inProgress', 'uploading', 'delivered', 'completed', 'disputed'],
    says: 'a lapsed hold may be made again (part 2)',
  },
  rate: {
    in: ['inProgress', 'uploading', 'delivered', 'completed'],
    says: 'the two sides rate each other, once results were delivered',
  },
} as const satisfies Record<string, { in: readonly AirworkState[]; says: string }>;

export type AirworkActivity = keyof typeof ACTIVITIES;

/** Whether an Airwork in `state` (its reply's, or `stateOf` its row) allows the activity. */
export const mayDo = (activity: AirworkActivity, state: AirworkState | undefined): boolean =>
  state !== undefined && (ACTIVITIES[activity].in as readonly AirworkState[]).includes(state);

/** The owning client's buttons on the details screen (spec section 4). */
export type OwnerButton = 'edit' | 'delete' | 'viewPilot' | 'viewResult';

/**
 * The owner's buttons for an Airwork as its reply gives it: editing and deleting are the
 * graph's moves the reply allows its reader (airwork-graph.ts); the rest show what there is.
 */
export function ownerButtons(a: {
  state: AirworkState;
  allowedActions: readonly AirworkAction[];
}): OwnerButton[] {
  const { state } = a;
  const buttons: OwnerButton[] = [];
  if (a.allowedActions.includes('edit')) buttons.push('edit');
  if (a.allowedActions.includes('delete')) buttons.push('delete');
  if (mayDo('hired', state)) buttons.push('viewPilot');
  if (mayDo('review', state)) buttons.push('viewResult');
  return buttons;
}
