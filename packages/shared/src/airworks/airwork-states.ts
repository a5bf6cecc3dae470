// The Airwork lifecycle as data (spec section 4): the server enforces it, the web reads it to
// choose buttons. Later issues add their transitions to the same table.

export const AirworkStatus = {
  open: 1,
  pending: 2,
  scheduled: 3,
  inProgress: 4,
  delivered: 5,
  completed: 6,
  cancelled: 7,
} as const;
export type AirworkStatus = (typeof AirworkStatus)[keyof typeof AirworkStatus];

/**
 * Names in both languages. The spec names 1, 2, 6 and 7; 3 and 5 are ours (docs/decisions.md):
 * 3 is a pending Airwork whose flight date is set, 5 one whose results await the client.
 */
export const AIRWORK_STATUS_NAMES: Record<AirworkStatus, { en: string; zh: string }> = {
  1: { en: 'Open', zh: '待接单' },
  2: { en: 'Pending', zh: '待执行' },
  3: { en: 'Scheduled', zh: '已排期' },
  4: { en: 'In progress', zh: '进行中' },
  5: { en: 'Delivered', zh: '已交付' },
  6: { en: 'Completed', zh: '已完成' },
  7: { en: 'Cancelled', zh: '已取消' },
};

export function statusName(status: number, language: 'en' | 'zh'): string {
  return AIRWORK_STATUS_NAMES[status as AirworkStatus]?.[language] ?? String(status);
}

/** Who may act on an Airwork. */
export type AirworkActor = 'client' | 'owner' | 'admin';

export type AirworkAction = 'create' | 'edit' | 'delete' | 'approve';

export interface AirworkTransition {
  action: AirworkAction;
  /** The status it starts from; null for creation. */
  from: AirworkStatus | null;
  to: AirworkStatus;
  by: readonly AirworkActor[];
}

export const AIRWORK_TRANSITIONS: readonly AirworkTransition[] = [
  { action: 'create', from: null, to: AirworkStatus.open, by: ['client'] },
  { action: 'edit', from: AirworkStatus.open, to: AirworkStatus.open, by: ['owner'] },
  { action: 'delete', from: AirworkStatus.open, to: AirworkStatus.cancelled, by: ['owner'] },
  // The client approves one pilot's application: the pilot is assigned, the money is held next.
  { action: 'approve', from: AirworkStatus.open, to: AirworkStatus.pending, by: ['owner'] },
];

/** The transition `action` allows from `from` for `actor`, if any. */
export function transitionFor(
  action: AirworkAction,
  from: number | null,
  actor: AirworkActor,
): AirworkTransition | undefined {
  return AIRWORK_TRANSITIONS.find(
    (t) => t.action === action && t.from === from && t.by.includes(actor),
  );
}

/** The owning client's buttons on the details screen (spec section 4). */
export type OwnerButton = 'edit' | 'delete' | 'viewPilot' | 'viewResult';

export function ownerButtons(status: number): OwnerButton[] {
  const buttons: OwnerButton[] = [];
  if (transitionFor('edit', status, 'owner')) buttons.push('edit');
  if (transitionFor('delete', status, 'owner')) buttons.push('delete');
  if (status >= AirworkStatus.pending && status <= AirworkStatus.delivered)
    buttons.push('viewPilot');
  if (status === AirworkStatus.completed) buttons.push('viewResult');
  return buttons;
}

/** The statuses whose totals the client sidebar shows (spec section 4). */
export const SIDEBAR_STATUSES = [
  AirworkStatus.open,
  AirworkStatus.pending,
  AirworkStatus.completed,
  AirworkStatus.cancelled,
] as const;
