import { AccountStatus } from './account-constants';

// The admin's changes to a pilot's account (spec section 4), as data: the server enforces it,
// the pilot management and verify screens read it to show only the actions a row allows.

export type PilotAction = 'block' | 'unblock' | 'delete' | 'undelete' | 'approve' | 'disapprove';

export interface PilotTransition {
  action: PilotAction;
  from: readonly number[];
  to: AccountStatus;
  /** Approve and Disapprove decide a submitted certificate: only while one awaits a decision. */
  decidesCertificate?: true;
}

export const PILOT_TRANSITIONS: readonly PilotTransition[] = [
  { action: 'block', from: [AccountStatus.active], to: AccountStatus.blocked },
  { action: 'unblock', from: [AccountStatus.blocked], to: AccountStatus.active },
  { action: 'delete', from: [AccountStatus.active], to: AccountStatus.deleted },
  { action: 'undelete', from: [AccountStatus.deleted], to: AccountStatus.active },
  {
    action: 'approve',
    from: [AccountStatus.active, AccountStatus.uncertified],
    to: AccountStatus.active,
    decidesCertificate: true,
  },
  {
    action: 'disapprove',
    from: [AccountStatus.active, AccountStatus.uncertified],
    to: AccountStatus.uncertified,
    decidesCertificate: true,
  },
];

/** The transitions open to a pilot in `active` whose certificate `awaitsDecision` (or not). */
export function pilotActions(active: number, awaitsDecision: boolean): PilotTransition[] {
  return PILOT_TRANSITIONS.filter(
    (t) => t.from.includes(active) && (t.decidesCertificate ? awaitsDecision : true),
  );
}

/**
 * `setPilotState { state }` names only the target; with the current status and whether a
 * certificate waits, at most one transition leads there.
 */
export function transitionTo(
  active: number,
  awaitsDecision: boolean,
  state: number,
): PilotTransition | undefined {
  const open = pilotActions(active, awaitsDecision).filter((t) => t.to === state);
  // Approving a waiting, active pilot's new certificate is the one case an approval and no
  // other change meet: prefer the decision.
  return open.find((t) => t.decidesCertificate) ?? open[0];
}
