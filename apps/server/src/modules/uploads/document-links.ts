import { createHmac, timingSafeEqual } from 'node:crypto';

// Private documents (ID scans, certificates) are reached only through links signed with the
// server's secret that stop working after a few minutes: a leaked link (a log, a shared
// screenshot, a browser history) is soon useless, and no address can be guessed.

/** How long a document link works. */
export const DOCUMENT_LINK_TTL_MS = 5 * 60_000;

const signature = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url');

/**
 * `expires` and `sig` for a link to `subject` that works for `ttlMs`. Each kind of link signs
 * its own subject (`result:12`), so a signature for one never opens another.
 */
export function signSubject(secret: string, subject: string, ttlMs: number, now = Date.now()) {
  const expires = Math.floor((now + ttlMs) / 1000);
  return { expires, sig: signature(secret, subject, expires) };
}

export function signDocumentLink(secret: string, id: string, now = Date.now()) {
  const { expires, sig } = signSubject(secret, id, DOCUMENT_LINK_TTL_MS, now);
  return {
    url: `/api/utilities/documents/${id}?expires=${expires}&sig=${sig}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** Whether a link's signature is ours and its time has not run out. */
export function verifyDocumentLink(
  secret: string,
  id: string,
  expires: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, id, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
