import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { TestApp } from './build-test-app';

/** What the API tests' helpers read of an inject reply, answered over real HTTP. */
interface RemoteReply {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = unknown>(): T;
}

async function inject(base: string, options: InjectOptions): Promise<RemoteReply> {
  const headers = { ...(options.headers as Record<string, string> | undefined) };
  let body: Uint8Array | string | undefined;
  if (Buffer.isBuffer(options.payload)) body = new Uint8Array(options.payload);
  else if (typeof options.payload === 'string') body = options.payload;
  else if (options.payload !== undefined) {
    body = JSON.stringify(options.payload);
    headers['content-type'] ??= 'application/json';
  }
  if (typeof options.url !== 'string') throw new Error('remoteApp: give the url as a string');
  const url = options.url;
  const response = await fetch(`${base}${url}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: text,
    json: <T>() => JSON.parse(text) as T,
  };
}

/**
 * The API tests' `TestApp` over a server in another process: `app.inject` becomes an HTTP
 * request, `db` a connection to its database. So the same helpers (registerUser, heldAirwork …)
 * set the scene for a fault test.
 */
export function remoteApp(base: string, databaseUrl: string): TestApp & { end(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  const app = { inject: (o: InjectOptions) => inject(base, o) } as unknown as FastifyInstance;
  return {
    app,
    db: drizzle(pool),
    mailer: undefined as never,
    config: undefined as never,
    close: () => pool.end(),
    end: () => pool.end(),
  };
}
