import type { Envelope } from '@airwork/shared/api/envelope';
import { MessageCode } from '@airwork/shared/errors';
import i18n from '../i18n/i18n';
import { announceLoggedOut, currentToken } from './session';

/** Spec section 7: every call has a 60-second timeout. */
const TIMEOUT_MS = 60_000;

/** A call that never produced an envelope: offline, timed out, or a broken reply. */
export class NetworkError extends Error {
  readonly messageCode = MessageCode.unknownError;
}

export type ApiReply<T> = Envelope<T> & { success?: boolean };

/**
 * Sends a request with the locale and the session token and returns the status and the JSON
 * reply, whatever the status. A 401 while signed in ends the session everywhere.
 */
export async function requestJson<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = {
    'accept-language': i18n.language === 'zh' ? 'zh-CN,zh;q=0.9' : 'en',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = currentToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new NetworkError(String(err));
  }
  if (response.status === 401 && token) announceLoggedOut();
  try {
    return { status: response.status, data: (await response.json()) as T };
  } catch {
    throw new NetworkError(`HTTP ${response.status} without JSON`);
  }
}

/**
 * POSTs JSON and returns the envelope whatever its code: screens decide what each outcome
 * means.
 */
export async function apiPost<T>(path: string, body: unknown = {}): Promise<ApiReply<T>> {
  return (await requestJson<ApiReply<T>>('POST', path, body)).data;
}

/** For queries: the result of a successful call, or an error carrying the message code. */
export async function apiResult<T>(path: string, body: unknown = {}): Promise<T> {
  const reply = await apiPost<T>(path, body);
  if (reply.code !== 200) throw new ApiError(reply.message);
  return reply.result;
}

export class ApiError extends Error {
  constructor(readonly messageCode: string) {
    super(messageCode);
  }
}
