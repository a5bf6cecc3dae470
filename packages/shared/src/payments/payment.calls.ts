import { z } from 'zod';
import { paymentHistoryCall, receiptCall } from './receipt.calls';
import { Role } from '../accounts/account-constants';
import {
  anyone,
  defineCall,
  onlyRoles,
  signedIn,
  taskNotFound,
  notAParty,
  type Outcome,
} from '../api/contract';
import {
  authorizeOrderRequestSchema,
  clientPaymentsRequestSchema,
  clientPaymentsSchema,
  createOrderRequestSchema,
  createdOrderSchema,
  paymentStatusRequestSchema,
  paymentStatusSchema,
  taskWithTaxRequestSchema,
  taskWithTaxSchema,
} from './payment.schema';

// The payment calls (issue 11): the price with tax, an order at the provider, its
// authorization (the money held), where the money stands, and the provider's webhook.

const notFound = taskNotFound;

/** Every "no" of the money's calls, declared once: thrown by these names, matched by them. */
export const PaymentOutcome = {
  notDue: { status: 409, message: 'payment.not_due' },
  alreadyHeld: { status: 409, message: 'payment.already_held' },
  orderUnknown: { status: 404, message: 'payment.order_unknown' },
  amountMismatch: { status: 409, message: 'payment.amount_mismatch' },
  /** Past the hold's validity nothing can be captured: the client must pay a new hold. */
  expired: { status: 409, message: 'payment.expired' },
  /** The provider said no (a card declined, a hold it will not void). */
  refused: { status: 409, message: 'payment.refused' },
  /** The provider away (503) or too slow (504): nothing was charged; the client may retry. */
  unavailable: { status: 503, message: 'payment.unavailable' },
  timeout: { status: 504, message: 'payment.timeout' },
  webhookInvalid: { status: 400, message: 'payment.webhook_invalid' },
} as const satisfies Record<string, Outcome>;
const P = PaymentOutcome;

/** What any call that asks the provider to move money may answer besides its own refusals. */
export const atTheProvider = [P.refused, P.unavailable, P.timeout] as const;
const providerAway = [P.unavailable, P.timeout] as const;

export const taskWithTaxCall = defineCall({
  method: 'POST',
  path: '/api/tasks/getTaskWithTaxById',
  tag: 'payment',
  summary: "The Airwork's price with the sales tax it includes (its client, pilot, admins)",
  access: signedIn,
  reads: true,
  request: taskWithTaxRequestSchema,
  result: taskWithTaxSchema,
  outcomes: [notAParty, notFound],
});

export const createOrderCall = defineCall({
  method: 'POST',
  path: '/api/payment/createOrder',
  tag: 'payment',
  summary:
    "An order at the payment provider for the Airwork's price (from our database), to approve",
  access: signedIn,
  request: createOrderRequestSchema,
  result: createdOrderSchema,
  outcomes: [notAParty, notFound, P.notDue, P.alreadyHeld, ...atTheProvider],
});

export const authorizeOrderCall = defineCall({
  method: 'POST',
  path: '/api/payment/authorizeOrder',
  tag: 'payment',
  summary: 'Authorizes the approved order: the money is held until the work is accepted',
  access: signedIn,
  request: authorizeOrderRequestSchema,
  result: paymentStatusSchema,
  outcomes: [
    notAParty,
    notFound,
    P.notDue,
    P.orderUnknown,
    P.alreadyHeld,
    P.amountMismatch,
    ...atTheProvider,
  ],
});

export const paymentStatusCall = defineCall({
  method: 'POST',
  path: '/api/payment/status',
  tag: 'payment',
  summary:
    "Where the Airwork's money stands: none, created, held, captured, released, refunded, expired",
  access: signedIn,
  reads: true,
  request: paymentStatusRequestSchema,
  result: paymentStatusSchema,
  outcomes: [notAParty, notFound],
});

export const paypalWebhookCall = defineCall({
  method: 'POST',
  path: '/api/payment/paypal',
  tag: 'payment',
  summary: "PayPal's webhook: verified with PayPal, each event applied once (replays acknowledged)",
  access: anyone,
  request: z.record(z.string(), z.unknown()),
  result: z.object({ applied: z.boolean() }),
  outcomes: [P.webhookInvalid, ...providerAway],
});

export const clientPaymentsCall = defineCall({
  method: 'POST',
  path: '/api/payment/clientPayments',
  tag: 'payment',
  summary:
    "The signed-in client's payment methods on file (a card's brand and last four digits only) and the payments of their Airworks, newest first, a page at a time",
  access: onlyRoles(Role.client),
  reads: true,
  request: clientPaymentsRequestSchema,
  result: clientPaymentsSchema,
});

export const paymentCalls = [
  taskWithTaxCall,
  createOrderCall,
  authorizeOrderCall,
  paymentStatusCall,
  paypalWebhookCall,
  clientPaymentsCall,
  receiptCall,
  paymentHistoryCall,
];
