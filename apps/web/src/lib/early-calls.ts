import { acceptLanguage } from './language';
import { currentToken } from './session';
import { requestJson, type JsonReply } from './api-client';

/**
 * Calls a screen makes first, started by the router as the screen is opened — beside its
 * code, not after it (issue 22: on a phone the code of Airwork-details is a second of slow
 * network, and its Airwork was asked for only then). The screen's own call then takes the
 * answer on its way instead of asking again, and reads it as always (the contract's schema).
 * An answer is taken once, by the same call with the same body, token and language; one
 * nobody took within ten seconds is forgotten (the screen asks afresh).
 */
const waiting = new Map<string, Promise<JsonReply>>();
const FORGET_AFTER_MS = 10_000;

const keyOf = (path: string, body: unknown) =>
  JSON.stringify([path, body, currentToken(), acceptLanguage()]);

export function callEarly(path: string, body: unknown): void {
  const key = keyOf(path, body);
  if (waiting.has(key)) return;
  const reply = requestJson('POST', path, body);
  reply.catch(() => undefined); // the screen's call sees the failure, if it takes this answer
  waiting.set(key, reply);
  setTimeout(() => {
    if (waiting.get(key) === reply) waiting.delete(key);
  }, FORGET_AFTER_MS);
}

/** The answer started early for this call, if any: taken, it is no longer waiting. */
export function takeEarly(path: string, body: unknown): Promise<JsonReply> | undefined {
  const key = keyOf(path, body);
  const reply = waiting.get(key);
  waiting.delete(key);
  return reply;
}
