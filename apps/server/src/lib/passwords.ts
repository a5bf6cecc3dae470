import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError, tooManyRequests } from './app-error';

// Algorithm.Argon2id; the package exports a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP ASVS 11.4.2: argon2id with at least 19 MiB of memory and two passes.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Argon2 work is bounded, so that a flood of log-ins (or sign-ups, or password changes) cannot
 * take every core and the libuv thread pool from the calls that do not hash: at most `running`
 * hashes at once (one core is left to the event loop), `waiting` more queue briefly, and any
 * beyond that are refused with 429 at once.
 */
export interface HashLimits {
  running: number;
  waiting: number;
}

const limits: HashLimits = {
  running: Math.max(1, availableParallelism() - 1),
  waiting: 32,
};
let running = 0;
const queue: (() => void)[] = [];

/** Changes the bounds (tests measure both sides of them). */
export function setHashLimits(next: Partial<HashLimits>): void {
  Object.assign(limits, next);
}

/** How many hashes run and wait now (a test waits on it to measure while only hashing is left). */
export function hashLoad(): { running: number; waiting: number } {
  return { running, waiting: queue.length };
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= limits.running) {
    if (queue.length >= limits.waiting) throw tooManyRequests();
    // The slot is handed over by the finishing job, so `running` already counts this one.
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(passwordHash, password));
  } catch (err) {
    if (err instanceof AppError) throw err;
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that an unknown username costs the same time
 * as a wrong password: response timing must not tell which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('airwork-timing-equaliser').catch((err: unknown) => {
    dummyHash = undefined; // refused in a flood: made on a later call instead
    throw err;
  });
  await verifyPassword(await dummyHash, password);
}
