import type { ClientPayments } from '@airwork/shared/payments/payment.schema';
import { taxBreakdown } from '@airwork/shared/payments/tax';
import { moneyOutcome } from '@airwork/shared/payments/payment-states';
import type { SessionCaller } from '../../plugins/auth';
import type { PaymentsDeps } from './payment-deps';
import * as repo from './payments.repository';

/**
 * `/api/payment/clientPayments` (the client's Payment screen): the ways the caller paid and the
 * holds of their Airworks' money, newest first. Only the caller's own; the route admits clients.
 */
export async function clientPayments(
  deps: PaymentsDeps,
  caller: SessionCaller,
  page: { page: number; size: number },
): Promise<ClientPayments> {
  const [methods, { rows, total }] = await Promise.all([
    repo.methodsOnFile(deps.db, caller.userId),
    repo.clientPayments(deps.db, caller.userId, {
      limit: page.size,
      offset: (page.page - 1) * page.size,
    }),
  ]);
  return {
    methods: methods.map((m) => ({ ...m, lastUsedAt: m.lastUsedAt.toISOString() })),
    total,
    data: rows.map(({ captureCents, province, authorizedAt, ...p }) => ({
      ...p,
      ...moneyOutcome({ ...p, captureCents, authorizedAt }),
      // A dispute's split took part of the hold: what was charged, and the tax in it.
      ...(captureCents !== null && {
        amountCents: captureCents,
        taxCents: taxBreakdown(captureCents, province).taxCents,
      }),
      createdAt: p.createdAt.toISOString(),
      settledAt: p.settledAt?.toISOString() ?? null,
    })),
  };
}
