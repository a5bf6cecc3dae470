import { setTimeout as sleep } from 'node:timers/promises';
import type { DbOrTx } from '../../db/client';
import type { PaymentsDeps } from './payment-deps';
import * as repo from './payments.repository';
import { recordPayment } from './payment-ledger';

// A call to the payment provider never runs inside a database transaction: a slow PayPal
// (15 s before our timeout) would hold the payment's lock — and on PGlite, the one connection
// every other request waits for. Each provider call goes claim → call → record:
//   1. claim: a short transaction locks the payment, checks the rules and marks the call in
//      flight (`provider_call`, with a lease);
//   2. call: the provider, with no transaction open, with a request id that is the same on a
//      retry (so the provider applies it once);
//   3. record: a short transaction writes the outcome and clears the mark.
// A second request that finds a call in flight waits for its outcome instead of calling again.
// A claimant that died leaves the mark to expire; the next request calls again with the same
// request id, which the provider answers as before.

export type ProviderCall = 'authorize' | 'reauthorize' | 'capture' | 'void';

/** Longer than a provider call may take (its own timeout is 15 s), with room for a retry. */
export const PROVIDER_CALL_LEASE_MS = 60_000;

/** How often a waiting request looks whether the call in flight has been recorded. */
const WAIT_STEP_MS = 25;

/** Whether another request's call to the provider is in flight for this payment. */
export function callInFlight(deps: PaymentsDeps, p: repo.PaymentRow): boolean {
  return p.providerCall !== null && (p.providerCallUntil?.getTime() ?? 0) > deps.now().getTime();
}

/** Marks `call` in flight for the payment (inside the claiming transaction). */
export async function claimCall(
  deps: PaymentsDeps,
  tx: DbOrTx,
  p: repo.PaymentRow,
  call: ProviderCall,
): Promise<void> {
  const until = new Date(deps.now().getTime() + PROVIDER_CALL_LEASE_MS);
  await repo.markProviderCall(tx, p.id, call, until);
}

/** Clears the mark, with the call's outcome when it changed the payment. */
export async function endCall(
  db: DbOrTx,
  p: repo.PaymentRow,
  changes: Parameters<typeof recordPayment>[2] | undefined,
  at: Date,
): Promise<void> {
  const cleared = { providerCall: null, providerCallUntil: null };
  if (changes) await recordPayment(db, p, { ...changes, ...cleared }, at);
  else await repo.markProviderCall(db, p.id, null, null);
}

/**
 * Waits until no call is in flight for the payment (recorded, or its lease over), for a
 * request that found one: it then looks again and answers what that call did.
 */
export async function waitForCall(deps: PaymentsDeps, paymentId: number): Promise<void> {
  const giveUpAt = Date.now() + PROVIDER_CALL_LEASE_MS;
  while (Date.now() < giveUpAt) {
    const p = await repo.paymentById(deps.db, paymentId);
    if (!p || !callInFlight(deps, p)) return;
    await sleep(WAIT_STEP_MS);
  }
}

/** One step of a claim: the call is ours to make, it was made already, or another is making it. */
export type Claim<T, R> =
  | { kind: 'claimed'; row: repo.PaymentRow; context: T }
  | { kind: 'settled'; result: R }
  | { kind: 'busy'; paymentId: number };

/**
 * Runs `claim` (a short transaction) until it is ours or settled, waiting out any call another
 * request has in flight, then makes the call outside any transaction.
 */
export async function claimThenCall<T, R>(
  deps: PaymentsDeps,
  claim: (tx: DbOrTx) => Promise<Claim<T, R>>,
  call: (row: repo.PaymentRow, context: T) => Promise<R>,
): Promise<R> {
  for (;;) {
    const step = await deps.db.transaction(claim);
    if (step.kind === 'settled') return step.result;
    if (step.kind === 'busy') {
      await waitForCall(deps, step.paymentId);
      continue;
    }
    return call(step.row, step.context);
  }
}

/** The provider call, or — when it fails — the mark cleared and the failure passed on. */
export async function orRelease<R>(deps: PaymentsDeps, p: repo.PaymentRow, work: () => Promise<R>) {
  try {
    return await work();
  } catch (err) {
    await endCall(deps.db, p, undefined, deps.now());
    throw err;
  }
}
