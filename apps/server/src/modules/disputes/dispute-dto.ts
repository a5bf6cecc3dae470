import { Role } from '@airwork/shared/accounts/account-constants';
import type { Dispute } from '@airwork/shared/disputes/dispute.schema';
import { centsToAmount } from '@airwork/shared/money';
import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import { holdLapsed, type PaymentRow } from '../payments/payments.access';
import type * as repo from './disputes.repository';
import type { airworkWithNames } from '../airworks/airworks.access';

// A dispute as its parties and admins see it: the DTO every dispute call answers.

type Row<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type FileRow = Row<typeof repo.evidenceOf>[number];

export interface DisputeFacts {
  a: NonNullable<Row<typeof airworkWithNames>>;
  d: repo.DisputeRow;
  statements: Row<typeof repo.statementsOf>;
  files: FileRow[];
  /** The Airwork's money (the hold the decision moved). */
  hold: PaymentRow | undefined;
  now: Date;
}

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

export function toDispute(
  { a, d, statements, files, hold, now }: DisputeFacts,
  linkOf: (f: FileRow) => string,
): Dispute {
  const holdCents = hold?.amountCents ?? 0;
  return {
    taskId: a.id,
    tasksId: a.tasksId,
    title: a.title,
    state: d.decidedAt ? 'decided' : 'open',
    reason: d.reason,
    openedBy: d.openedBy === a.clientId ? 'client' : 'pilot',
    openedAt: d.openedAt.toISOString(),
    fromStatus: d.fromStatus,
    clientId: a.clientId,
    clientName: fullName(a.clientFirst, a.clientLast),
    pilotId: a.pilotId ?? 0,
    pilotName: fullName(a.pilotFirst, a.pilotLast),
    holdAmount: centsToAmount(holdCents),
    holdExpiresAt: hold?.expiresAt?.toISOString() ?? null,
    holdLapsed: holdLapsed(hold, now),
    decision: d.decidedAt
      ? {
          outcome: d.outcome!,
          capturedAmount: centsToAmount(d.captureCents ?? 0),
          pilotShareAmount: centsToAmount(
            pilotShare(d.captureCents ?? 0, a.province, hold?.feeBasisPoints ?? 0).pilotCents,
          ),
          releasedAmount: centsToAmount(holdCents - (d.captureCents ?? 0)),
          reason: d.decisionReason ?? '',
          decidedAt: d.decidedAt.toISOString(),
          settled: d.settledAt !== null,
        }
      : null,
    statements: statements.map((s) => ({
      id: s.id,
      author: s.authorId === a.clientId ? 'client' : s.authorId === a.pilotId ? 'pilot' : 'admin',
      // Admins speak for the product, not by name.
      authorName: s.roleId === Role.admin ? '' : fullName(s.firstName, s.lastName),
      text: s.text,
      files: files
        .filter((f) => f.statementId === s.id)
        .map((f) => ({
          id: f.id,
          name: f.originalName,
          type: f.contentType,
          size: f.size,
          url: linkOf(f),
        })),
      createdAt: s.createdAt.toISOString(),
    })),
  };
}
