// The Airwork lifecycle as data (spec section 4): the server enforces it, the web reads it to
// choose buttons. Later issues add their transitions to the same table.

export const AirworkStatus = {
  open: 1,
  pending: 2,
  scheduled: 3,
  inProgress: 4,
  uploading: 5,
  completed: 6,
  cancelled: 7,
  /** A party asked an admin to decide (issue 25): nothing moves until the decision. */
  disputed: 8,
} as const;
export type AirworkStatus = (typeof AirworkStatus)[keyof typeof AirworkStatus];

/**
 * Names in both languages. The spec names 1, 2, 6 and 7; 3 and 5 are ours (docs/decisions.md):
 * 3 is a pending Airwork whose flight date is set, 5 one whose result files are being uploaded.
 */
export const AIRWORK_STATUS_NAMES: Record<AirworkStatus, { en: string; zh: string }> = {
  1: { en: 'Open', zh: '待接单' },
  2: { en: 'Pending', zh: '待执行' },
  3: { en: 'Scheduled', zh: '已排期' },
  4: { en: 'In progress', zh: '进行中' },
  5: { en: 'Uploading', zh: '上传中' },
  6: { en: 'Completed', zh: '已完成' },
  7: { en: 'Cancelled', zh: '已取消' },
  8: { en: 'In dispute', zh: '争议处理中' },
};

/**
 * Status 6 before the client accepts the results (issue 23): delivered, not yet completed —
 * the client's to review; "Completed" once accepted (by the client, or after 14 days).
 */
const DELIVERED_NAMES = {
  owner: { en: 'Delivered — awaiting your review', zh: '已交付，待您验收' },
  others: { en: 'Delivered — awaiting the client’s review', zh: '已交付，待客户验收' },
};

/**
 * The status a step of an Airwork's record led to: the pilot's delivery leads to status 6, which
 * the record calls "Delivered" — "Completed" is the client's acceptance (the glossary).
 */
export function stepStatusName(toStatus: number, action: string, language: 'en' | 'zh'): string {
  if (toStatus === AirworkStatus.completed && action === 'complete') {
    return { en: 'Delivered', zh: '已交付' }[language];
  }
  return statusName(toStatus, language);
}

export function statusName(
  status: number,
  language: 'en' | 'zh',
  delivery?: { accepted: boolean; owner: boolean },
): string {
  if (status === AirworkStatus.completed && delivery && !delivery.accepted) {
    return DELIVERED_NAMES[delivery.owner ? 'owner' : 'others'][language];
  }
  return AIRWORK_STATUS_NAMES[status as AirworkStatus]?.[language] ?? String(status);
}

/**
 * Who may act on an Airwork: any client (creating), its owning client, its assigned pilot,
 * an admin, or the system (a scheduled job: the flight day came, 14 days without a decision).
 */
export type AirworkActor = 'client' | 'owner' | 'pilot' | 'admin' | 'system';

export type AirworkAction =
  | 'create'
  | 'edit'
  | 'delete'
  | 'approve'
  | 'schedule'
  | 'start'
  | 'upload'
  | 'complete'
  | 'accept'
  | 'reject'
  | 'cancel'
  | 'dispute'
  | 'settle'
  | 'refund';

export interface AirworkTransition {
  action: AirworkAction;
  /** The status it starts from; null for creation. */
  from: AirworkStatus | null;
  to: AirworkStatus;
  by: readonly AirworkActor[];
}

/** Where a dispute may be opened from: scheduled, under way, uploading, delivered. */
export const DISPUTABLE = [
  AirworkStatus.scheduled,
  AirworkStatus.inProgress,
  AirworkStatus.uploading,
  AirworkStatus.completed,
] as const;

export const AIRWORK_TRANSITIONS: readonly AirworkTransition[] = [
  { action: 'create', from: null, to: AirworkStatus.open, by: ['client'] },
  { action: 'edit', from: AirworkStatus.open, to: AirworkStatus.open, by: ['owner'] },
  { action: 'delete', from: AirworkStatus.open, to: AirworkStatus.cancelled, by: ['owner'] },
  // The client approves one pilot's application: the pilot is assigned, the money is held next.
  { action: 'approve', from: AirworkStatus.open, to: AirworkStatus.pending, by: ['owner'] },
  // The pilot sets the flight date (only while the money is held), and may move it.
  { action: 'schedule', from: AirworkStatus.pending, to: AirworkStatus.scheduled, by: ['pilot'] },
  { action: 'schedule', from: AirworkStatus.scheduled, to: AirworkStatus.scheduled, by: ['pilot'] },
  // The flight day came.
  { action: 'start', from: AirworkStatus.scheduled, to: AirworkStatus.inProgress, by: ['system'] },
  // The first result file arrives (the flight day may not have been reached by the job yet).
  { action: 'upload', from: AirworkStatus.scheduled, to: AirworkStatus.uploading, by: ['pilot'] },
  { action: 'upload', from: AirworkStatus.inProgress, to: AirworkStatus.uploading, by: ['pilot'] },
  // The pilot submits the results with a note (after a rejection the files may stay as they are).
  { action: 'complete', from: AirworkStatus.uploading, to: AirworkStatus.completed, by: ['pilot'] },
  {
    action: 'complete',
    from: AirworkStatus.inProgress,
    to: AirworkStatus.completed,
    by: ['pilot'],
  },
  // Accepting keeps the status and captures the money; 14 days of silence accept by themselves.
  {
    action: 'accept',
    from: AirworkStatus.completed,
    to: AirworkStatus.completed,
    by: ['owner', 'system'],
  },
  { action: 'reject', from: AirworkStatus.completed, to: AirworkStatus.inProgress, by: ['owner'] },
  // Cancelling before completion gives the held money back.
  ...([1, 2, 3, 4, 5] as const).map((from) => ({
    action: 'cancel' as const,
    from,
    to: AirworkStatus.cancelled,
    by: ['owner', 'admin'] as const,
  })),
  // Either party disputes a hired Airwork whose money is held (delivered: only before it is
  // accepted). Every timer stops: the flight day's start and auto-accept look at 3 and 6 only.
  ...DISPUTABLE.map((from) => ({
    action: 'dispute' as const,
    from,
    to: AirworkStatus.disputed,
    by: ['owner', 'pilot'] as const,
  })),
  // An admin decides. Paying the pilot in full or in part closes the Airwork as accepted;
  // refunding the client cancels it.
  { action: 'settle', from: AirworkStatus.disputed, to: AirworkStatus.completed, by: ['admin'] },
  { action: 'refund', from: AirworkStatus.disputed, to: AirworkStatus.cancelled, by: ['admin'] },
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

/**
 * The statuses a sidebar list stands for. "Pending Order" (2) is every hired Airwork not yet
 * delivered: pending, scheduled, in progress, uploading (2–5), and one in dispute (8) — the spec names 3 and 5 only
 * "within ranges"; without this a scheduled Airwork would leave both parties' lists.
 */
export function listedStatuses(status: number): number[] {
  if (status === AirworkStatus.pending) {
    return [
      AirworkStatus.pending,
      AirworkStatus.scheduled,
      AirworkStatus.inProgress,
      AirworkStatus.uploading,
      AirworkStatus.disputed,
    ];
  }
  return [status];
}

/** The sidebar list an Airwork of `status` is counted in (3–5 and 8 count as Pending, 2). */
export function listedUnder(status: number): number {
  return listedStatuses(AirworkStatus.pending).includes(status) ? AirworkStatus.pending : status;
}

/** The statuses whose totals the client sidebar shows (spec section 4). */
export const SIDEBAR_STATUSES = [
  AirworkStatus.open,
  AirworkStatus.pending,
  AirworkStatus.completed,
  AirworkStatus.cancelled,
] as const;
