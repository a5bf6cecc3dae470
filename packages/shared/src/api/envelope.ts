import { z } from 'zod';

/** Every reply of the API: `{ code, message, result }` (spec section 7). */
export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

/** Register alone answers with a success flag instead of a code (spec section 7). */
export interface SuccessEnvelope<T> {
  success: boolean;
  message: string;
  result: T;
}

export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({ code: z.number().int(), message: z.string(), result });

export const successEnvelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({ success: z.boolean(), message: z.string(), result });

/** Register's refusals by status (400, 429, 503): `success` false beside the usual code. */
export const successFailureEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  result: z.null(),
});

export const ResultCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  failure: 500,
  /** The database or another part the call needs is away for a moment: try again. */
  unavailable: 503,
} as const;

/** Every refusal: the envelope with a message code and no result. */
export const failureEnvelopeSchema = envelopeSchema(z.null());
