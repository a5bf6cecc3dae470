import Fastify from 'fastify';
import type { Database } from '../src/db/client';

type Query = (...args: unknown[]) => Promise<{ rows: unknown[] }>;
interface RawClient {
  query: Query;
}

/**
 * The two baselines every call is read against, served by a bare Fastify instance in the
 * server's process on the same database driver:
 * - `POST /bare` answers a constant: the floor of HTTP + Fastify on this machine;
 * - `POST /raw/<name>` runs, one after the other, the very statements the product ran for one
 *   request of that call (recorded at the driver, with their parameters and row modes) and
 *   answers their rows as JSON: the same SQL on the same driver, with nothing of the product
 *   around it. The product's figure divided by this one is its overhead.
 */
export async function startBaselines(database: Database) {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const query: Query = client.query.bind(client);
  const recorded = new Map<string, unknown[][]>();
  const app = Fastify({ logger: false });
  app.post('/bare', async () => ({ result: 'ok' }));
  app.post<{ Params: { name: string } }>('/raw/:name', async (request) => {
    const statements = recorded.get(request.params.name) ?? [];
    const rows: unknown[] = [];
    for (const args of statements) rows.push((await query(...args)).rows);
    return { result: rows };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    /** Records the statements `request` makes the product run, under `name`; returns how many. */
    async record(name: string, request: () => Promise<void>): Promise<number> {
      const statements: unknown[][] = [];
      client.query = (...args: unknown[]) => {
        statements.push(args);
        return query(...args);
      };
      try {
        await request();
      } finally {
        client.query = query;
      }
      recorded.set(name, statements);
      return statements.length;
    },
    /** `EXPLAIN (ANALYZE, BUFFERS)` of every statement recorded under `name`. */
    async explain(name: string): Promise<string> {
      const plans: string[] = [];
      for (const args of recorded.get(name) ?? []) {
        const first = args[0];
        const text = typeof first === 'string' ? first : (first as { text: string }).text;
        const values = (
          typeof first === 'string'
            ? args[1]
            : ((first as { values?: unknown[] }).values ?? args[1])
        ) as unknown[];
        const { rows } = await query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
        plans.push(
          `${text}\n${(rows as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n')}`,
        );
      }
      return plans.join('\n\n');
    },
    close: () => app.close(),
  };
}
