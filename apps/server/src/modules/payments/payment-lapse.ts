import { movedBy, paymentFrom } from '@airwork/shared/payments/payment-states';
import type { DbOrTx } from '../../db/client';
import * as repo from './payments.repository';
import { recordPayment } from './payment-ledger';

/**
 * A hold past its validity (29 days at PayPal) can no longer be captured: it is marked lapsed,
 * in the caller's transaction, and a new hold (part 2) becomes due. A hold with a provider call
 * claimed is left alone: that call's outcome is not known yet, and its retry settles it.
 * Answers the payment when it lapsed now.
 */
export async function lapsePast(
  tx: DbOrTx,
  airworkId: number,
  now: Date,
): Promise<repo.PaymentRow | undefined> {
  const p = await repo.lockInStates(tx, airworkId, paymentFrom('lapse'));
  if (!p?.expiresAt || now < p.expiresAt || p.providerCall !== null) return undefined;
  const changes = { state: movedBy('lapse', p) };
  await recordPayment(tx, p, changes, now);
  return { ...p, ...changes };
}

/** Whether the money can no longer be captured: lapsed, or held past its validity. */
export const holdLapsed = (p: repo.PaymentRow | undefined, now: Date): boolean =>
  p !== undefined &&
  (paymentFrom('renew').includes(p.state) ||
    (paymentFrom('lapse').includes(p.state) && p.expiresAt !== null && now >= p.expiresAt));
