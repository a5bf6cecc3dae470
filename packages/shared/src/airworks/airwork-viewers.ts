import { Role } from '../accounts/account-constants';
import { AirworkStatus } from './airwork-states';
import type { AirworkAction } from './airwork-moves';

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

const S = AirworkStatus;

/**
 * The windows of an Airwork's life: the statuses in which each kind of work may happen. The
 * transitions themselves are AIRWORK_TRANSITIONS; these are what the screens and services
 * check before offering or doing something that is not a move.
 */
export const WINDOWS = {
  /** Pilots apply while it is open. */
  apply: [S.open],
  /** A pilot is hired (the client sees who, the pilot sees the exact place). */
  hired: [S.pending, S.scheduled, S.inProgress, S.uploading, S.disputed],
  /** The pilot sets or moves the flight day (the money held). */
  schedule: [S.pending, S.scheduled],
  /** The hired pilot sends result files (until the client decides). */
  upload: [S.scheduled, S.inProgress, S.uploading, S.completed],
  /** The results are there to look at. */
  results: [S.uploading, S.completed, S.disputed],
  /** The client reviews the delivered results: accept or send back. */
  review: [S.completed],
  /** The money may be asked for again (part 2) when the first hold expired. */
  renewHold: [S.pending, S.scheduled, S.inProgress, S.uploading, S.completed, S.disputed],
  /** The two sides rate each other — once results were delivered at least once. */
  rate: [S.inProgress, S.uploading, S.completed],
} as const satisfies Record<string, readonly AirworkStatus[]>;

export type AirworkWindow = keyof typeof WINDOWS;

/** Whether an Airwork of `status` is inside the window. */
export const inWindow = (window: AirworkWindow, status: number): boolean =>
  (WINDOWS[window] as readonly number[]).includes(status);

/** The owning client's buttons on the details screen (spec section 4). */
export type OwnerButton = 'edit' | 'delete' | 'viewPilot' | 'viewResult';

/**
 * The owner's buttons for an Airwork as its reply gives it: editing and deleting are the
 * graph's moves the reply allows its reader (airwork-graph.ts); the rest show what there is.
 */
export function ownerButtons(a: {
  status: number;
  allowedActions: readonly AirworkAction[];
}): OwnerButton[] {
  const { status } = a;
  const buttons: OwnerButton[] = [];
  if (a.allowedActions.includes('edit')) buttons.push('edit');
  if (a.allowedActions.includes('delete')) buttons.push('delete');
  if (inWindow('hired', status)) buttons.push('viewPilot');
  if (inWindow('review', status)) buttons.push('viewResult');
  return buttons;
}
