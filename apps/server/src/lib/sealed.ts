import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the server must read back (an authenticator's TOTP key), sealed at rest with
// AES-256-GCM under a key derived from SIGNING_SECRET: a copy of the database alone does not
// give them away. `v1.<iv>.<tag>.<ciphertext>`, base64url.

const keyOf = (signingSecret: string, purpose: string) =>
  createHash('sha256').update(`airwork:${purpose}:${signingSecret}`).digest();

export function seal(signingSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(signingSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

/** The sealed text; throws when it was not sealed with this secret and purpose. */
export function unseal(signingSecret: string, purpose: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('not a sealed secret');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyOf(signingSecret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
