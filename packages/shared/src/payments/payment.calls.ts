import { z } from 'zod';
import { paymentHistoryCall, receiptCall } from './receipt.calls';
import { Role } from '../accounts/account-constants';
import { anyone, defineCall, onlyRoles, signedIn, taskNotFound, notAParty } from '../api/contract';
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
const notDue = { status: 409, message: 'payment.not_due' } as const;
/** The provider away (503) or too slow (504): nothing was charged; the client may retry. */
const providerAway = [
  { status: 503, message: 'payment.unavailable' },
  { status: 504, message: 'payment.timeout' },
] as const;

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
  outcomes: [
    notAParty,
    notFound,
    notDue,
    { status: 409, message: 'payment.already_held' },
    { status: 409, message: 'payment.refused' },
    ...providerAway,
  ],
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
    notDue,
    { status: 404, message: 'payment.order_unknown' },
    { status: 409, message: 'payment.already_held' },
    { status: 409, message: 'payment.amount_mismatch' },
    { status: 409, message: 'payment.refused' },
    ...providerAway,
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
  outcomes: [{ status: 400, message: 'payment.webhook_invalid' }, ...providerAway],
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
