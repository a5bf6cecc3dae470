// The Airwork's status numbers (spec section 4), their names and the sidebar's lists. The moves
// between them, who makes each and what must hold first are the graph (airwork-graph.ts).

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
