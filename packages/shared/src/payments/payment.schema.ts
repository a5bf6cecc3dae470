import { z } from 'zod';
import { boundedInt, idSchema, PG_INT_MAX } from '../numbers';
import { line } from '../text';

// The payment calls (issue 11): the price detail with tax, an order at the provider, its
// authorization (the money held) and where the money stands. Amounts in cents.

/**
 * `part` names which hold of an Airwork's money a call is about: 1 the hold made when the client
 * approves a pilot; 2 a new hold, needed only when the first authorization expired (PayPal keeps
 * one 29 days) before the work was accepted. Anything else is refused.
 */
export const PaymentPart = { approval: 1, renewal: 2 } as const;
export type PaymentPartValue = (typeof PaymentPart)[keyof typeof PaymentPart];
const partSchema = z
  .union([z.literal(1), z.literal(2)], { error: 'payment.part_invalid' })
  .default(PaymentPart.approval);

export const PAYMENT_STATES = [
  'none',
  'created',
  'held',
  'captured',
  'released',
  'refunded',
  'expired',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const taskWithTaxRequestSchema = z.object({ taskId: idSchema(), part: partSchema });

export const taskWithTaxSchema = z.object({
  taskId: z.number().int(),
  tasksId: z.string(),
  title: z.string(),
  part: z.number().int(),
  /** The price the client entered, tax included (the spec's salary), in dollars. */
  salary: z.number(),
  /** The sales tax included in it (the spec's tax), in dollars; `taxCents` is the same. */
  tax: z.number(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** e.g. "HST 13%". */
  taxLabel: z.string(),
  province: z.string(),
  currency: z.literal('CAD'),
});
export type TaskWithTax = z.infer<typeof taskWithTaxSchema>;

export const createOrderRequestSchema = z.object({ taskId: idSchema(), part: partSchema });

export const createdOrderSchema = z.object({
  orderId: z.string(),
  provider: z.enum(['sandbox', 'paypal']),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const authorizeOrderRequestSchema = z.object({
  taskId: idSchema(),
  part: partSchema,
  orderId: line({ max: 100, need: 'payment.order_unknown', invalid: 'payment.order_unknown' }),
});

export const paymentStatusRequestSchema = z.object({ taskId: idSchema() });

export const paymentStatusSchema = z.object({
  state: z.enum(PAYMENT_STATES),
  part: z.number().int().nullable(),
  provider: z.string().nullable(),
  totalCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  /** Taken from the client and kept (moneyOutcome, payment-states.ts). */
  chargedCents: z.number().int(),
  /** Held and given back: the rest of a split, a void, a lapse, a refund. */
  releasedCents: z.number().int(),
  currency: z.string(),
  authorizedAt: z.string().nullable(),
  /** Until then the provider guarantees the funds (3 days); reauthorized once after. */
  honorUntil: z.string().nullable(),
  expiresAt: z.string().nullable(),
  capturedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** `/api/payment/clientPayments`: the caller's payments, a page at a time (the pager's sizes). */
export const clientPaymentsRequestSchema = z.object({
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: z
    .union([z.literal(10), z.literal(20), z.literal(40), z.literal(80)], {
      error: 'common.invalid_request',
    })
    .default(10),
});

/** How the client chose to pay (the post-payment step): 1 default, 2 PayPal, 3 a card. */
export const PaymentMethod = { default: 1, provider: 2, card: 3 } as const;

/**
 * A way of paying the client used, as the Airworks record it: for a card only the brand and
 * the last four digits — the number itself is never kept.
 */
export const paymentMethodOnFileSchema = z.object({
  method: z.number().int(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  /** The last Airwork posted with it. */
  lastUsedAt: z.string(),
  airworks: z.number().int(),
});
export type PaymentMethodOnFile = z.infer<typeof paymentMethodOnFileSchema>;

/** One hold of an Airwork's money, and what became of it. */
export const clientPaymentSchema = z.object({
  taskId: z.number().int(),
  tasksId: z.string(),
  title: z.string(),
  part: z.number().int(),
  state: z.enum(PAYMENT_STATES),
  provider: z.string(),
  /** The card the sandbox charged ("visa", "4242"), or null (PayPal; none named). */
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  amountCents: z.number().int(),
  taxCents: z.number().int(),
  /** Taken from the client and kept, and held then given back (moneyOutcome). */
  chargedCents: z.number().int(),
  releasedCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  /** When the money was charged, or the hold released (refunded, expired) — null while open. */
  settledAt: z.string().nullable(),
});
export type ClientPayment = z.infer<typeof clientPaymentSchema>;

export const clientPaymentsSchema = z.object({
  methods: z.array(paymentMethodOnFileSchema),
  total: z.number().int(),
  data: z.array(clientPaymentSchema),
});
export type ClientPayments = z.infer<typeof clientPaymentsSchema>;
