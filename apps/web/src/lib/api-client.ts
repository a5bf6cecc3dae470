import { MessageCode } from '@airwork/shared/errors';
import { acceptLanguage } from './language';
import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
import { announceLoggedOut, currentToken } from './session';
import { askStepUp, sendToEnrolment } from './second-factor';

/** Spec section 7: every call has a 60-second timeout. */
const TIMEOUT_MS = 60_000;

/** A call that never produced an envelope: offline, timed out, or a broken reply. */
export class NetworkError extends Error {
  readonly messageCode = MessageCode.unknownError;
}

/** A reply: its status and its body as JSON, unread — callers check it (envelopeOf, schemas). */
export interface JsonReply {
  status: number;
  data: unknown;
}

/** The envelope's fields, each only if it has the right type. */
export interface EnvelopeFields {
  code?: number;
  success?: boolean;
  message?: string;
  result?: unknown;
}

export function envelopeOf(data: unknown): EnvelopeFields {
  if (typeof data !== 'object' || data === null) return {};
  const { code, success, message, result } = data as Record<string, unknown>;
  return {
    ...(typeof code === 'number' && { code }),
    ...(typeof success === 'boolean' && { success }),
    ...(typeof message === 'string' && { message }),
    result,
  };
}

/** The headers every call carries: the interface language and, when signed in, the token. */
function commonHeaders(): { headers: Record<string, string>; token: string | null } {
  const headers: Record<string, string> = { 'accept-language': acceptLanguage() };
  const token = currentToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers, token };
}

/** The locale and token headers, for requests made by a library (the result uploader). */
export function sessionHeaders(): Record<string, string> {
  return commonHeaders().headers;
}

/**
 * What a reply says of the session: a 401 to a call that carried a token means it is gone,
 * everywhere — unless it asks for a second factor again (a step-up, issue 45); a 403 that
 * asks an admin to enrol one sends them where they can.
 */
function noticeSession(status: number, token: string | null, data: unknown): void {
  const message = (data as { message?: unknown } | null)?.message;
  if (status === 401 && token) {
    if (message === MfaCode.stepUpRequired) askStepUp();
    else announceLoggedOut();
  }
  if (status === 403 && message === MfaCode.enrolRequired) sendToEnrolment();
}

/**
 * Sends a request with the locale and the session token and returns the status and the JSON
 * reply, whatever the status. A 401 while signed in ends the session everywhere.
 */
export async function requestJson(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  timeoutMs = TIMEOUT_MS,
): Promise<JsonReply> {
  const { headers, token } = commonHeaders();
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new NetworkError(String(err));
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    noticeSession(response.status, token, null);
    throw new NetworkError(`HTTP ${response.status} without JSON`);
  }
  noticeSession(response.status, token, data);
  return { status: response.status, data };
}

/**
 * POSTs multipart form data (files) and reports upload progress as a fraction 0–1. It goes
 * through XMLHttpRequest because fetch cannot report how much of a body has been sent.
 */
export function requestForm(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<JsonReply> {
  const { headers, token } = commonHeaders();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = TIMEOUT_MS;
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total);
      };
    }
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText) as unknown;
      } catch {
        noticeSession(xhr.status, token, null);
        reject(new NetworkError(`HTTP ${xhr.status} without JSON`));
        return;
      }
      noticeSession(xhr.status, token, data);
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new NetworkError('network error'));
    xhr.ontimeout = () => reject(new NetworkError('timed out'));
    xhr.send(form);
  });
}

export class ApiError extends Error {
  constructor(
    readonly messageCode: string,
    /** The envelope's code (400, 401, 409, 503 …), when there was an envelope. */
    readonly code?: number,
  ) {
    super(messageCode);
  }
}
