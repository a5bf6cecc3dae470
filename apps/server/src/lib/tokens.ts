import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for session tokens and reset links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  // The one-shot form: every signed-in request hashes its token.
  return hash('sha256', token, 'hex');
}
