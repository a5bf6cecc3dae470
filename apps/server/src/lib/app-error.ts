import { MessageCode } from '@airwork/shared/errors';
import { ResultCode } from '@airwork/shared/api/envelope';
import type { Outcome } from '@airwork/shared/api/contract';

/**
 * A failure with a stable message code (also the i18n key). The error handler turns it
 * into the envelope; anything that is not an AppError becomes the generic unknown error.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly messageCode: string,
    /** What the refusal carries in the envelope's `result` (its contract outcome says what). */
    readonly result: unknown = null,
  ) {
    super(messageCode);
    this.name = 'AppError';
  }
}

/** A body that fails a check of its own schema (one the route applies by role, say): a 400 any call may give. */
export class InputError extends AppError {
  constructor(messageCode: string = MessageCode.invalidRequest) {
    super(400, ResultCode.badRequest, messageCode);
    this.name = 'InputError';
  }
}

/**
 * A call's declared outcome (its `*.calls.ts`), thrown by its name. A part away (503, 504)
 * says "failure" in the envelope's code, as it always has; its HTTP status says which.
 */
export const refuse = (outcome: Outcome, result: unknown = null) =>
  new AppError(
    outcome.status,
    outcome.status >= 500 ? ResultCode.failure : outcome.status,
    outcome.message,
    result,
  );

export const badRequest = (messageCode: string = MessageCode.invalidRequest) =>
  new AppError(400, ResultCode.badRequest, messageCode);
export const unauthorized = (messageCode: string = MessageCode.unauthorized) =>
  new AppError(401, ResultCode.unauthorized, messageCode);
export const forbidden = (messageCode: string = MessageCode.forbidden) =>
  new AppError(403, ResultCode.forbidden, messageCode);
export const notFound = (messageCode: string = MessageCode.notFound) =>
  new AppError(404, ResultCode.notFound, messageCode);
/** A body over its documented size limit. */
export const payloadTooLarge = (messageCode: string) =>
  new AppError(413, ResultCode.payloadTooLarge, messageCode);
export const tooManyRequests = (messageCode: string = MessageCode.tooManyRequests) =>
  new AppError(429, ResultCode.tooManyRequests, messageCode);
/** The request is sound but the thing is not in a state that allows it (an Airwork no longer open). */
export const conflict = (messageCode: string, result: unknown = null) =>
  new AppError(409, ResultCode.conflict, messageCode, result);
