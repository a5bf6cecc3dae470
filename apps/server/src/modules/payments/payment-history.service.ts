import { Role } from '@airwork/shared/accounts/account-constants';
import { centsToAmount } from '@airwork/shared/money';
import type { PaymentHistory } from '@airwork/shared/payments/receipt.calls';
import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import type { SessionCaller } from '../../plugins/auth';
import type { PaymentsDeps } from './payment-deps';
import * as repo from './payments.repository';

// The money that moved for one user (issue 25), for the Payment screens: a client's charges
// (taxes included) or a pilot's share of them (before tax, less Airwork's fee: what is owed to
// them, issue 48), with totals per calendar year — what a business files. Years are counted in Eastern time, as the receipts' dates are by default.

const yearOf = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'America/Toronto' }).format(at),
  );

/** `/api/payment/history`: a page of the caller's payments, and every year's totals. */
export async function paymentHistory(
  deps: PaymentsDeps,
  caller: SessionCaller,
  q: { page: number; size: number },
): Promise<PaymentHistory> {
  const side = caller.roleId === Role.pilot ? 'pilot' : 'client';
  const rows = (await repo.capturedFor(deps.db, caller.userId, side)).map((r) => {
    const charged = r.captureCents ?? r.amountCents;
    const { taxCents, pilotCents } = pilotShare(charged, r.province, r.feeBasisPoints);
    const paidAt = r.capturedAt ?? new Date(0);
    return {
      taskId: r.taskId,
      tasksId: r.tasksId,
      title: r.title,
      kind: side === 'client' ? ('receipt' as const) : ('payout' as const),
      paidAt,
      cents: side === 'client' ? charged : pilotCents,
      taxCents,
    };
  });
  const years = new Map<number, { count: number; cents: number; taxCents: number }>();
  for (const r of rows) {
    const y = years.get(yearOf(r.paidAt)) ?? { count: 0, cents: 0, taxCents: 0 };
    years.set(yearOf(r.paidAt), {
      count: y.count + 1,
      cents: y.cents + r.cents,
      taxCents: y.taxCents + r.taxCents,
    });
  }
  const start = (q.page - 1) * q.size;
  return {
    total: rows.length,
    years: [...years]
      .sort(([a], [b]) => b - a)
      .map(([year, y]) => ({
        year,
        count: y.count,
        amount: centsToAmount(y.cents),
        tax: centsToAmount(y.taxCents),
      })),
    data: rows.slice(start, start + q.size).map((r) => ({
      taskId: r.taskId,
      tasksId: r.tasksId,
      title: r.title,
      kind: r.kind,
      paidAt: r.paidAt.toISOString(),
      amount: centsToAmount(r.cents),
      tax: centsToAmount(r.taxCents),
    })),
  };
}
