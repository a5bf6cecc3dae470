import type { Envelope, SuccessEnvelope } from '@airwork/shared/api/envelope';
import { ResultCode } from '@airwork/shared/api/envelope';
import { MessageCode } from '@airwork/shared/errors';

export function ok<T>(result: T, message: string = MessageCode.success): Envelope<T> {
  return { code: ResultCode.ok, message, result };
}

/**
 * A business outcome the spec's client reads from `message` (`-1`, `-2`, …): the call
 * worked, the answer is "no".
 */
export function outcome<T = null>(message: string, result: T = null as T): Envelope<T> {
  return { code: ResultCode.ok, message, result };
}

export function failure(message: string, code: number = ResultCode.failure): Envelope<null> {
  return { code, message, result: null };
}

export function succeeded<T>(result: T, message: string): SuccessEnvelope<T> {
  return { success: true, message, result };
}

export function refused<T = null>(message: string, result: T = null as T): SuccessEnvelope<T> {
  return { success: false, message, result };
}
