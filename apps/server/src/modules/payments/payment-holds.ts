import { PaymentOutcome } from '@airwork/shared/payments/payment.calls';
import { HONOR_PERIOD_MS, type WebhookDelivery } from '../../adapters/payments/payment-provider';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/app-error';
import type { PaymentStatus } from '@airwork/shared/payments/payment.schema';
import {
  LIVE_MONEY,
  movedBy,
  paymentFrom,
  needsNewHold,
  paymentMove,
  type PaymentEvent,
} from '@airwork/shared/payments/payment-states';
import { atProvider, type PaymentsDeps } from './payment-deps';
import { holdApproved, statusOf } from './payments.service';
import * as repo from './payments.repository';
import { recordPayment } from './payment-ledger';
import { holdLapsed } from './payment-lapse';
import {
  callInFlight,
  claimCall,
  claimThenCall,
  endCall,
  orRelease,
  type Claim,
} from './provider-calls';
import { airworkForPayment } from '../airworks/airworks.access';

// What happens to held money after the hold: captured when the client accepts the work,
// released (voided) when the Airwork is cancelled — both called by the delivery module — and
// the provider's notifications. Each provider call goes claim → call → record
// (provider-calls.ts): no transaction is open while the provider answers, and each is
// idempotent (a repeated or retried call finds the outcome, or waits for the call in flight).

const money = (p: repo.PaymentRow) => ({ cents: p.amountCents, currency: p.currency });

/** What a capture takes: the whole hold, or the part an admin's split decided (the rest is released). */
const captureMoney = (p: repo.PaymentRow) => ({
  cents: p.captureCents ?? p.amountCents,
  currency: p.currency,
});

/**
 * Past the honor period PayPal no longer guarantees the funds: reauthorize once (days 4–29)
 * before capturing (recorded at once: a reauthorization cannot be repeated).
 */
async function freshAuthorization(deps: PaymentsDeps, p: repo.PaymentRow): Promise<string> {
  const now = deps.now();
  if (!p.honorUntil || now < p.honorUntil || p.reauthorizedAt) return p.authorizationId!;
  const auth = await atProvider(() =>
    deps.provider.reauthorize(p.authorizationId!, money(p), `reauthorize-${p.id}`),
  );
  await repo.updatePayment(deps.db, p.id, {
    authorizationId: auth.authorizationId,
    honorUntil: new Date(now.getTime() + HONOR_PERIOD_MS),
    reauthorizedAt: now,
  });
  return auth.authorizationId;
}

/** A capture's outcome; `capturedNow` for the one call that took the money (it tells the parties). */
export type Captured = PaymentStatus & { capturedNow: boolean };

/**
 * Takes the held money, exactly once: a repeated or retried call finds it captured, and one
 * that arrives while another captures waits for that capture. Past validity nothing can be
 * captured: the hold is marked expired and the client must pay a new hold (part 2).
 */
export async function captureHeld(deps: PaymentsDeps, taskId: number): Promise<Captured> {
  const settled = (status: PaymentStatus) => ({ ...status, capturedNow: false });
  return claimThenCall(
    deps,
    async (tx): Promise<Claim<string, Captured>> => {
      const p = await repo.lockInStates(tx, taskId, [...LIVE_MONEY]);
      if (!p) throw refuse(PaymentOutcome.notDue);
      // Captured already (a repeat, or the call another request made): nothing left to do.
      if (!paymentMove('capture', p.state)) {
        return { kind: 'settled', result: settled(statusOf(p)) };
      }
      if (callInFlight(deps, p)) return { kind: 'busy', paymentId: p.id };
      if (holdLapsed(p, deps.now())) {
        const lapsed = { state: movedBy('lapse', p) };
        await recordPayment(tx, p, lapsed, deps.now());
        return { kind: 'settled', result: settled(statusOf({ ...p, ...lapsed })) };
      }
      const a = await airworkForPayment(tx, taskId);
      await claimCall(deps, tx, p, 'capture');
      return { kind: 'claimed', row: p, context: `${a!.tasksId}-${p.part}` };
    },
    async (p, invoiceId) => {
      const { authorizationId, captureId } = await orRelease(deps, p, async () => {
        const authorizationId = await freshAuthorization(deps, p);
        // The same request id on a retry: the provider applies the capture once.
        const captured = await atProvider(() =>
          deps.provider.capture(authorizationId, captureMoney(p), invoiceId, `capture-${p.id}`),
        );
        return { authorizationId, captureId: captured.captureId };
      });
      const changes = {
        state: movedBy('capture', p),
        captureId,
        capturedAt: deps.now(),
        authorizationId,
      };
      await endCall(deps.db, p, changes, deps.now());
      return { ...statusOf({ ...p, ...changes }), capturedNow: true };
    },
  ).then((status) => {
    if (needsNewHold(status.state)) throw refuse(PaymentOutcome.expired);
    return status;
  });
}

/** Gives the money back (voids the hold); an abandoned order is simply closed. */
export async function releaseHeld(deps: PaymentsDeps, taskId: number): Promise<PaymentStatus> {
  return claimThenCall(
    deps,
    async (tx): Promise<Claim<null, PaymentStatus>> => {
      const p = await repo.lockInStates(tx, taskId, [
        ...paymentFrom('void'),
        ...paymentFrom('abandon'),
      ]);
      if (!p) return { kind: 'settled', result: statusOf(await repo.latestPayment(tx, taskId)) };
      if (callInFlight(deps, p)) return { kind: 'busy', paymentId: p.id };
      if (paymentMove('abandon', p.state)) {
        const changes = { state: movedBy('abandon', p), releasedAt: deps.now() };
        await recordPayment(tx, p, changes, deps.now());
        return { kind: 'settled', result: statusOf({ ...p, ...changes }) };
      }
      await claimCall(deps, tx, p, 'void');
      return { kind: 'claimed', row: p, context: null };
    },
    async (p) => {
      await orRelease(deps, p, () =>
        atProvider(() => deps.provider.void(p.authorizationId!, `void-${p.id}`)),
      );
      const changes = { state: movedBy('void', p), releasedAt: deps.now() };
      await endCall(deps.db, p, changes, deps.now());
      return statusOf({ ...p, ...changes });
    },
  );
}

/** The provider's event types this product acts on, as moves of the payment; others are ignored. */
const WEBHOOK_EVENTS: Partial<Record<string, PaymentEvent>> = {
  'PAYMENT.AUTHORIZATION.VOIDED': 'void',
  'PAYMENT.CAPTURE.COMPLETED': 'capture',
  'PAYMENT.CAPTURE.REFUNDED': 'refund',
};

async function applyEvent(
  deps: PaymentsDeps,
  tx: DbOrTx,
  e: { type: string; resourceId: string; authorizationId: string | null },
) {
  const provider = deps.provider.name;
  const authorizationId =
    e.type === 'PAYMENT.AUTHORIZATION.VOIDED' ? e.resourceId : e.authorizationId;
  const p = authorizationId && (await repo.lockByAuthorization(tx, provider, authorizationId));
  if (!p) return;
  const event = WEBHOOK_EVENTS[e.type];
  // Only a move the table allows from where the payment stands; anything else is stale news.
  const to = event && paymentMove(event, p.state);
  if (!to) return;
  const now = deps.now();
  await recordPayment(
    tx,
    p,
    {
      state: to,
      ...(event === 'void' && { releasedAt: now }),
      ...(event === 'capture' && { captureId: e.resourceId, capturedAt: now }),
    },
    now,
  );
}

/**
 * `/api/payment/paypal`: a notification, verified with the provider, applied once — a replay
 * (same event id) is acknowledged and changes nothing. The event is marked seen in the same
 * transaction that records it, so a failure leaves it to the provider's retry.
 */
export async function receiveWebhook(
  deps: PaymentsDeps,
  delivery: WebhookDelivery,
): Promise<{ applied: boolean }> {
  const event = await atProvider(() => deps.provider.verifyWebhook(delivery));
  if (!event) throw refuse(PaymentOutcome.webhookInvalid);
  if (event.type === 'CHECKOUT.ORDER.APPROVED') {
    // The buyer approved but never came back to us (a closed tab): hold the money anyway —
    // before the event is marked seen, and outside its transaction (it calls the provider).
    // A replay finds the order held and changes nothing.
    await holdApproved(deps, event.resourceId);
  }
  const applied = await deps.db.transaction(async (tx) => {
    if (!(await repo.firstDelivery(tx, deps.provider.name, event.id, event.type))) return false;
    await applyEvent(deps, tx, event);
    return true;
  });
  return { applied };
}
