import { PaymentOutcome } from '@airwork/shared/payments/payment.calls';
import { TaskOutcome } from '@airwork/shared/airworks/airwork.calls';
import { centsToAmount } from '@airwork/shared/money';
import {
  PaymentPart,
  type CreatedOrder,
  type PaymentStatus,
  type TaskWithTax,
} from '@airwork/shared/payments/payment.schema';
import { taxBreakdown } from '@airwork/shared/payments/tax';
import { actorOf, isParty, mayDo } from '@airwork/shared/airworks/airwork-viewers';
import { stateOfRow } from '@airwork/shared/airworks/airwork-graph';
import {
  isHeld,
  LIVE_MONEY,
  moneyOutcome,
  movedBy,
  paymentFrom,
  paymentMove,
} from '@airwork/shared/payments/payment-states';
import {
  HONOR_PERIOD_MS,
  AUTHORIZATION_VALIDITY_MS,
} from '../../adapters/payments/payment-provider';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import { atProvider, CURRENCY, type PaymentsDeps } from './payment-deps';
import * as repo from './payments.repository';
import { lapsePast } from './payment-lapse';
import {
  callInFlight,
  claimCall,
  claimThenCall,
  endCall,
  orRelease,
  type Claim,
} from './provider-calls';
import { airworkForPayment } from '../airworks/airworks.access';

type AirworkFacts = NonNullable<Awaited<ReturnType<typeof airworkForPayment>>>;

async function airworkFor(
  deps: PaymentsDeps,
  caller: SessionCaller,
  taskId: number,
  who: 'owner' | 'party',
): Promise<AirworkFacts> {
  const a = await airworkForPayment(deps.db, taskId);
  if (!a) throw refuse(TaskOutcome.notFound);
  const viewer = actorOf(caller, a);
  if (who === 'owner' ? viewer !== 'owner' : !isParty(viewer)) throw forbidden();
  return a;
}

/** `/api/tasks/getTaskWithTaxById`: the price detail of Make-payment, computed here. */
export async function taskWithTax(
  deps: PaymentsDeps,
  caller: SessionCaller,
  taskId: number,
  part: number,
): Promise<TaskWithTax> {
  const a = await airworkFor(deps, caller, taskId, 'party');
  const tax = taxBreakdown(a.salaryCents, a.province);
  return {
    taskId: a.id,
    tasksId: a.tasksId,
    title: a.title,
    part,
    salary: centsToAmount(a.salaryCents),
    tax: centsToAmount(tax.taxCents),
    subtotalCents: tax.subtotalCents,
    taxCents: tax.taxCents,
    totalCents: tax.totalCents,
    taxLabel: tax.label,
    province: a.province,
    currency: CURRENCY,
  };
}

/**
 * Whether money for `part` may be asked for now: part 1 once pending; part 2 after expiry.
 * Answers the lapsed hold a renewal replaces.
 */
async function assertDue(
  tx: DbOrTx,
  a: AirworkFacts,
  part: number,
  now: Date,
): Promise<repo.PaymentRow | undefined> {
  // A hold past its validity is lapsed, whether or not a capture found it so yet.
  if (part !== PaymentPart.approval) await lapsePast(tx, a.id, now);
  const live = await repo.lockInStates(tx, a.id, [...LIVE_MONEY]);
  if (live) throw refuse(PaymentOutcome.alreadyHeld);
  const expired = await repo.lockInStates(tx, a.id, paymentFrom('renew'));
  const due =
    part === PaymentPart.approval
      ? stateOfRow(a) === 'pending' && !expired
      : mayDo('renewHold', stateOfRow(a)) && !!expired;
  if (!due) throw refuse(PaymentOutcome.notDue);
  return expired;
}

/** `/api/payment/createOrder`: an order at the provider for the Airwork's price, from our database. */
export async function createOrder(
  deps: PaymentsDeps,
  caller: SessionCaller,
  taskId: number,
  part: number,
): Promise<CreatedOrder> {
  const a = await airworkFor(deps, caller, taskId, 'owner');
  const replaced = await deps.db.transaction((tx) => assertDue(tx, a, part, deps.now()));
  const tax = taxBreakdown(a.salaryCents, a.province);
  const invoiceId = `${a.tasksId}-${part}`;
  const { orderId } = await atProvider(() =>
    deps.provider.createOrder({
      invoiceId,
      description: `Airwork ${a.tasksId}: ${a.title}`,
      amount: { cents: tax.totalCents, currency: CURRENCY },
      requestId: `order-${invoiceId}-${deps.now().getTime()}`,
    }),
  );
  // The sandbox charges the card the Airwork names (issue 23); PayPal, the payer's account.
  const card = deps.provider.name === 'sandbox' && a.paymentMethod !== 2 ? a : undefined;
  await repo.insertPayment(deps.db, {
    airworkId: a.id,
    part,
    provider: deps.provider.name,
    cardBrand: card?.cardBrand ?? null,
    cardLast4: card?.cardLast4 ?? null,
    state: movedBy('order', { state: 'none' }),
    orderId,
    amountCents: tax.totalCents,
    taxCents: tax.taxCents,
    currency: CURRENCY,
    // The fee in force now is the one the pilot's share is taken by (issue 48).
    feeBasisPoints: deps.feeBasisPoints,
    // A renewal holds the same money under the same limit: a dispute's split decided on the
    // lapsed hold is what this one captures.
    captureCents: replaced?.captureCents ?? null,
    createdAt: deps.now(),
  });
  return { orderId, provider: deps.provider.name };
}

export function statusOf(row: repo.PaymentRow | undefined): PaymentStatus {
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  return {
    state: row?.state ?? 'none',
    part: row?.part ?? null,
    provider: row?.provider ?? null,
    totalCents: row?.amountCents ?? 0,
    subtotalCents: row ? row.amountCents - row.taxCents : 0,
    taxCents: row?.taxCents ?? 0,
    ...(row ? moneyOutcome(row) : { chargedCents: 0, releasedCents: 0 }),
    currency: row?.currency ?? CURRENCY,
    authorizedAt: iso(row?.authorizedAt),
    honorUntil: iso(row?.honorUntil),
    expiresAt: iso(row?.expiresAt),
    capturedAt: iso(row?.capturedAt),
    releasedAt: iso(row?.releasedAt),
  };
}

interface HoldTarget {
  payment: repo.PaymentRow;
  a: AirworkFacts;
}

/** The claim of an authorization: the order is ours to authorize, held already, or in flight. */
async function claimHold(
  deps: PaymentsDeps,
  tx: DbOrTx,
  target: HoldTarget | undefined,
): Promise<Claim<HoldTarget, repo.PaymentRow | undefined>> {
  if (!target) return { kind: 'settled', result: undefined };
  const { payment, a } = target;
  if (isHeld(payment.state)) return { kind: 'settled', result: payment };
  if (!paymentMove('authorize', payment.state)) throw refuse(PaymentOutcome.notDue);
  if (callInFlight(deps, payment)) return { kind: 'busy', paymentId: payment.id };
  if (await repo.lockInStates(tx, a.id, [...LIVE_MONEY])) {
    throw refuse(PaymentOutcome.alreadyHeld);
  }
  await claimCall(deps, tx, payment, 'authorize');
  return { kind: 'claimed', row: payment, context: target };
}

/** The authorization at the provider, outside any transaction; the amount must be ours. */
async function authorizeAtProvider(deps: PaymentsDeps, payment: repo.PaymentRow, a: AirworkFacts) {
  // A retry after a timeout repeats the request id (the provider answers it once); a refusal
  // moves `updatedAt` (see authorizeOrder), so the next attempt is a new request.
  const requestId = `authorize-${payment.id}-${payment.updatedAt.getTime()}`;
  const auth = await orRelease(deps, payment, async () => {
    const given = await atProvider(() => deps.provider.authorizeOrder(payment.orderId, requestId));
    if (given.amount.cents !== payment.amountCents || given.amount.currency !== payment.currency) {
      await atProvider(() => deps.provider.void(given.authorizationId, `void-${payment.id}`));
      throw refuse(PaymentOutcome.amountMismatch);
    }
    return given;
  });
  const now = deps.now();
  const changes = {
    state: movedBy('authorize', payment),
    authorizationId: auth.authorizationId,
    authorizedAt: now,
    honorUntil: new Date(now.getTime() + HONOR_PERIOD_MS),
    expiresAt: auth.expiresAt ?? new Date(now.getTime() + AUTHORIZATION_VALIDITY_MS),
  };
  await deps.notices.transaction(async (tx) => {
    await endCall(tx, payment, changes, now);
    await deps.notices.record(tx, {
      type: 'paymentHeld',
      airwork: a,
      totalCents: payment.amountCents,
    });
  });
  return { ...payment, ...changes };
}

/**
 * Authorizes an order the buyer approved: the money is held. Once per order — a second call
 * (a double click, a retry, the provider's notification) finds it held, or waits for the
 * authorization in flight, and changes nothing. The held amount must be the one we asked for.
 */
function holdOrder(
  deps: PaymentsDeps,
  locate: (tx: DbOrTx) => Promise<HoldTarget | undefined>,
): Promise<repo.PaymentRow | undefined> {
  return claimThenCall(
    deps,
    async (tx) => claimHold(deps, tx, await locate(tx)),
    (payment, { a }) => authorizeAtProvider(deps, payment, a),
  );
}

/** The provider says the buyer approved an order: hold it, if it still waits for that. */
export async function holdApproved(deps: PaymentsDeps, orderId: string): Promise<void> {
  await holdOrder(deps, async (tx) => {
    const payment = await repo.lockByOrder(tx, deps.provider.name, orderId);
    const a = payment && (await airworkForPayment(tx, payment.airworkId));
    const waiting = payment && (paymentMove('authorize', payment.state) || isHeld(payment.state));
    return waiting && a ? { payment, a } : undefined;
  });
}

/** `/api/payment/authorizeOrder`: the owner's approved order becomes a hold. */
export async function authorizeOrder(
  deps: PaymentsDeps,
  caller: SessionCaller,
  r: { taskId: number; part: number; orderId: string },
): Promise<PaymentStatus> {
  const a = await airworkFor(deps, caller, r.taskId, 'owner');
  let paymentId: number | undefined;
  const held = await holdOrder(deps, async (tx) => {
    const payment = await repo.lockByOrder(tx, deps.provider.name, r.orderId);
    if (!payment || payment.airworkId !== a.id || payment.part !== r.part) {
      throw refuse(PaymentOutcome.orderUnknown);
    }
    paymentId = payment.id;
    return { payment, a };
  }).catch(async (err: unknown) => {
    const refused = err instanceof AppError && err.messageCode === PaymentOutcome.refused.message;
    if (refused && paymentId !== undefined) await repo.updatePayment(deps.db, paymentId, {});
    throw err;
  });
  return statusOf(held);
}

/** `/api/payment/status`: where the Airwork's money stands, for its client, pilot and admins. */
export async function paymentStatus(
  deps: PaymentsDeps,
  caller: SessionCaller,
  taskId: number,
): Promise<PaymentStatus> {
  const a = await airworkFor(deps, caller, taskId, 'party');
  const row = await repo.latestPayment(deps.db, a.id);
  const status = statusOf(row);
  if (row?.captureCents === null || row?.captureCents === undefined) return status;
  // A dispute's split takes part of the hold: the figures are what is (or was) charged.
  const charged = taxBreakdown(row.captureCents, a.province);
  return {
    ...status,
    totalCents: charged.totalCents,
    subtotalCents: charged.subtotalCents,
    taxCents: charged.taxCents,
  };
}
