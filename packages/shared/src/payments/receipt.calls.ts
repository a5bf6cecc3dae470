import { MessageCode } from '../errors';
import { z } from 'zod';
import { Role } from '../accounts/account-constants';
import { pageSizeSchema } from '../airworks/airwork.schema';
import { anyone, defineCall, notAParty, onlyRoles, signedIn, taskNotFound } from '../api/contract';
import { defineTransfer, queryId, signedLinkQuerySchema } from '../api/transfer';
import { PG_INT_MAX, boundedInt, idSchema } from '../numbers';

// Receipts and payout statements (issue 25): once an Airwork's money is captured, its client
// has a receipt and its pilot a payout statement, as PDF in the reader's language, reached
// through a short-lived signed link.

export const RECEIPT_KINDS = ['receipt', 'payout'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const ReceiptCode = {
  /** Nothing was charged yet (or the hold was released): there is nothing to give a paper for. */
  notCaptured: 'receipt.not_captured',
} as const;

export const receiptRequestSchema = z.object({
  taskId: idSchema(),
  /** The client's is the receipt, the pilot's the payout statement; admins may ask for either. */
  kind: z.enum(RECEIPT_KINDS, { error: 'common.invalid_request' }).optional(),
});

export const receiptLinkSchema = z.object({
  kind: z.enum(RECEIPT_KINDS),
  url: z.string(),
  expiresAt: z.string(),
});
export type ReceiptLink = z.infer<typeof receiptLinkSchema>;

export const receiptCall = defineCall({
  method: 'POST',
  path: '/api/payment/receipt',
  tag: 'payment',
  summary:
    "A link, valid for five minutes, to the PDF of an Airwork whose money was captured, in the caller's language: the receipt for its client, the payout statement for its pilot, either for admins (`kind`)",
  access: signedIn,
  reads: true,
  request: receiptRequestSchema,
  result: receiptLinkSchema,
  outcomes: [taskNotFound, notAParty, { status: 409, message: ReceiptCode.notCaptured }],
});

export const receiptFileTransfer = defineTransfer({
  method: 'GET',
  path: '/api/payment/receipts/:id',
  tag: 'payment',
  summary:
    'The PDF, through the signed link `/api/payment/receipt` gave; the same receipt is the same file, byte for byte',
  access: anyone,
  params: z.object({ id: queryId('common.not_found') }),
  query: signedLinkQuerySchema.extend({
    kind: z.enum(RECEIPT_KINDS, { error: 'common.invalid_request' }),
    lang: z.enum(['en', 'zh'], { error: 'common.invalid_request' }),
  }),
  reply: { kind: 'file', types: ['application/pdf'] },
  outcomes: [{ status: 404, message: MessageCode.notFound }],
});

export const paymentHistoryRequestSchema = z.object({
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: pageSizeSchema,
});

/** One Airwork's money as the reader saw it move: charged (client) or paid out (pilot). */
export const paidItemSchema = z.object({
  taskId: z.number().int(),
  tasksId: z.string(),
  title: z.string(),
  /** The reader's paper for it. */
  kind: z.enum(RECEIPT_KINDS),
  paidAt: z.string(),
  /** What the client was charged, taxes included; or what the pilot was paid (before tax). */
  amount: z.number(),
  /** The sales tax in it (the client paid it; Airwork collected it from the pilot's price). */
  tax: z.number(),
});
export type PaidItem = z.infer<typeof paidItemSchema>;

export const paymentYearSchema = z.object({
  year: z.number().int(),
  count: z.number().int(),
  amount: z.number(),
  tax: z.number(),
});

export const paymentHistorySchema = z.object({
  total: z.number().int(),
  /** Each year's totals, the latest first (years in Eastern time). */
  years: z.array(paymentYearSchema),
  data: z.array(paidItemSchema),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

export const paymentHistoryCall = defineCall({
  method: 'POST',
  path: '/api/payment/history',
  tag: 'payment',
  summary:
    'The money that moved for the caller, newest first with totals per year: what a client was charged, or what a pilot was paid; each with its receipt or payout statement (`/api/payment/receipt`)',
  access: onlyRoles(Role.client, Role.pilot),
  reads: true,
  request: paymentHistoryRequestSchema,
  result: paymentHistorySchema,
});
