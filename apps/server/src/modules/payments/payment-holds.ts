import { HONOR_PERIOD_MS, type WebhookDelivery } from '../../adapters/payments/payment-provider';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../lib/app-error';
import { atProvider, PaymentMessage, type PaymentsDeps } from './payment-deps';
import { holdOrder, statusOf } from './payments.service';
import * as repo from './payments.repository';

// What happens to held money after the hold: captured when the client accepts the work,
// released (voided) when the Airwork is cancelled — both called by the delivery issue — and
// the provider's notifications. Each runs under the payment's row lock and is idempotent.

const money = (p: repo.PaymentRow) => ({ cents: p.amountCents, currency: p.currency });

/**
 * Past the honor period PayPal no longer guarantees the funds: reauthorize once (days 4–29)
 * before capturing. Past validity nothing can be captured: the hold is marked expired and the
 * client must pay a new hold (part 2).
 */
async function freshAuthorization(deps: PaymentsDeps, tx: DbOrTx, p: repo.PaymentRow) {
  const now = deps.now();
  if (p.expiresAt && now >= p.expiresAt) {
    await repo.updatePayment(tx, p.id, { state: 'expired' });
    return undefined;
  }
  if (!p.honorUntil || now < p.honorUntil || p.reauthorizedAt) return p.authorizationId!;
  const auth = await atProvider(() =>
    deps.provider.reauthorize(p.authorizationId!, money(p), `reauthorize-${p.id}`),
  );
  await repo.updatePayment(tx, p.id, {
    authorizationId: auth.authorizationId,
    honorUntil: new Date(now.getTime() + HONOR_PERIOD_MS),
    reauthorizedAt: now,
  });
  return auth.authorizationId;
}

/** Takes the held money, exactly once: a repeated or retried call finds it captured. */
export async function captureHeld(deps: PaymentsDeps, taskId: number) {
  const result = await deps.db.transaction(async (tx) => {
    const p = await repo.lockInStates(tx, taskId, ['held', 'captured']);
    if (!p) throw conflict(PaymentMessage.notDue);
    if (p.state === 'captured') return { expired: false, row: p };
    const authorizationId = await freshAuthorization(deps, tx, p);
    if (!authorizationId) return { expired: true, row: p };
    const a = await repo.airworkForPayment(tx, taskId);
    // The same request id on a retry: the provider applies the capture once.
    const { captureId } = await atProvider(() =>
      deps.provider.capture(
        authorizationId,
        money(p),
        `${a!.tasksId}-${p.part}`,
        `capture-${p.id}`,
      ),
    );
    const changes = { state: 'captured', captureId, capturedAt: deps.now(), authorizationId };
    await repo.updatePayment(tx, p.id, changes);
    return { expired: false, row: { ...p, ...changes } };
  });
  // Outside the transaction, so the expiry it recorded stays recorded.
  if (result.expired) throw conflict(PaymentMessage.expired);
  return statusOf(result.row);
}

/** Gives the money back (voids the hold); an abandoned order is simply closed. */
export async function releaseHeld(deps: PaymentsDeps, taskId: number) {
  return deps.db.transaction(async (tx) => {
    const p = await repo.lockInStates(tx, taskId, ['held', 'created']);
    if (!p) return statusOf(await repo.latestPayment(tx, taskId));
    if (p.state === 'held') {
      await atProvider(() => deps.provider.void(p.authorizationId!, `void-${p.id}`));
    }
    const changes = { state: 'released', releasedAt: deps.now() };
    await repo.updatePayment(tx, p.id, changes);
    return statusOf({ ...p, ...changes });
  });
}

/** The provider's event types this product acts on; others are acknowledged and ignored. */
async function applyEvent(
  deps: PaymentsDeps,
  tx: DbOrTx,
  e: { type: string; resourceId: string; authorizationId: string | null },
) {
  const provider = deps.provider.name;
  if (e.type === 'CHECKOUT.ORDER.APPROVED') {
    // The buyer approved but never came back to us (a closed tab): hold the money anyway.
    const p = await repo.lockByOrder(tx, provider, e.resourceId);
    const a = p && (await repo.airworkForPayment(tx, p.airworkId));
    if (p && a && p.state === 'created') await holdOrder(deps, p, tx, a);
    return;
  }
  const authorizationId =
    e.type === 'PAYMENT.AUTHORIZATION.VOIDED' ? e.resourceId : e.authorizationId;
  const p = authorizationId && (await repo.lockByAuthorization(tx, provider, authorizationId));
  if (!p) return;
  const now = deps.now();
  if (e.type === 'PAYMENT.AUTHORIZATION.VOIDED' && p.state === 'held') {
    await repo.updatePayment(tx, p.id, { state: 'released', releasedAt: now });
  } else if (e.type === 'PAYMENT.CAPTURE.COMPLETED' && p.state === 'held') {
    await repo.updatePayment(tx, p.id, {
      state: 'captured',
      captureId: e.resourceId,
      capturedAt: now,
    });
  } else if (e.type === 'PAYMENT.CAPTURE.REFUNDED' && p.state === 'captured') {
    await repo.updatePayment(tx, p.id, { state: 'refunded' });
  }
}

/**
 * `/api/payment/paypal`: a notification, verified with the provider, applied once — a replay
 * (same event id) is acknowledged and changes nothing. The event is marked seen in the same
 * transaction that applies it, so a failure leaves it to the provider's retry.
 */
export async function receiveWebhook(
  deps: PaymentsDeps,
  delivery: WebhookDelivery,
): Promise<{ applied: boolean }> {
  const event = await atProvider(() => deps.provider.verifyWebhook(delivery));
  if (!event) throw badRequest(PaymentMessage.webhookInvalid);
  const applied = await deps.db.transaction(async (tx) => {
    if (!(await repo.firstDelivery(tx, deps.provider.name, event.id, event.type))) return false;
    await applyEvent(deps, tx, event);
    return true;
  });
  deps.mailer.kick();
  return { applied };
}
