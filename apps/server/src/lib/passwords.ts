import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP ASVS 11.4.2: argon2id with at least 19 MiB of memory and two passes.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that an unknown username costs the same time
 * as a wrong password: response timing must not tell which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('airwork-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
