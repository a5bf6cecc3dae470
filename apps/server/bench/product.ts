import { pino } from 'pino';
import { NO_RATE_LIMITS, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createRuntime } from '../src/runtime';
import { openTestDatabase } from '../src/test/test-database';

export type Driver = 'postgres' | 'pglite';

/** The real server (every plugin, limit off) listening on loopback, on a fresh database. */
export async function startProduct(driver: Driver, extra: Record<string, string> = {}) {
  const logger = pino({ level: 'warn' });
  process.env.TEST_DB_DRIVER = driver;
  const database: Database = await openTestDatabase(logger);
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: '0', ...extra });
  // Every request of the benchmark comes from one address: the per-address limits would
  // measure themselves. The argon2 bound stays (it is not a rate limit).
  config.rateLimit = NO_RATE_LIMITS;
  const runtime = await createRuntime(config, logger, { database });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const address = runtime.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    database,
    /** Closes the server, which closes (and drops) its database. */
    close: () => runtime.close(),
  };
}

export async function callApi(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ code?: number; success?: boolean; result: unknown; message: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as {
    code?: number;
    success?: boolean;
    result: unknown;
    message: string;
  };
}

let registered = 0;

export async function register(base: string, name: string, role: 1 | 2) {
  const reply = await callApi(base, '/api/member/register', {
    username: name,
    first_name: 'Bench',
    last_name: 'Mark',
    email: `${name}@example.com`,
    mobile: `+1416555${String(registered++).padStart(4, '0')}`,
    encrypt_password: 'bench-password-1',
    role_id: role,
  });
  if (!reply.success) throw new Error(`register: ${reply.message}`);
  return reply.result as { id: number; token: string };
}
