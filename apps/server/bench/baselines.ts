import Fastify from 'fastify';
import type { Database } from '../src/db/client';

type Query = (...args: unknown[]) => Promise<{ rows: unknown[] }>;
interface RawClient {
  query: Query;
}

/** A reply of the product as it went out: its bytes, compressed or not. */
export interface RecordedReply {
  body: Buffer;
  encoding?: string;
}

/**
 * The two baselines every call is read against, served by a bare Fastify instance in the
 * server's process on the same database driver:
 * - `POST /bare` answers a constant: the floor of HTTP + Fastify on this machine;
 * - `POST /raw/<name>` runs, one after the other, the very statements the product ran for one
 *   request of that call (recorded at the driver, with their parameters and row modes) and
 *   answers their rows as JSON: the same SQL on the same driver, with nothing of the product
 *   around it. The product's figure divided by this one is its overhead. Where the recorded
 *   request gave the product's reply (its text), that text is the answer instead: a reply the
 *   product keeps (a popular search's page) is read against the same statements and the same
 *   bytes sent, so that only what the product does around them is counted.
 */
export async function startBaselines(database: Database) {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const query: Query = client.query.bind(client);
  const recorded = new Map<string, unknown[][]>();
  const replies = new Map<string, RecordedReply>();
  const app = Fastify({ logger: false });
  app.post('/bare', async () => ({ result: 'ok' }));
  app.post<{ Params: { name: string } }>('/raw/:name', async (request, response) => {
    const statements = recorded.get(request.params.name) ?? [];
    const rows: unknown[] = [];
    for (const args of statements) rows.push((await query(...args)).rows);
    const reply = replies.get(request.params.name);
    if (reply !== undefined) {
      if (reply.encoding) response.header('content-encoding', reply.encoding);
      return response.type('application/json').send(reply.body);
    }
    return { result: rows };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    /**
     * Records the statements `request` makes the product run, under `name`; returns how many.
     * A request that returns the product's reply (its bytes as sent) has it answered by the
     * raw route.
     */
    async record(name: string, request: () => Promise<RecordedReply | void>): Promise<number> {
      const statements: unknown[][] = [];
      client.query = (...args: unknown[]) => {
        statements.push(args);
        return query(...args);
      };
      let reply: RecordedReply | void;
      try {
        reply = await request();
      } finally {
        client.query = query;
      }
      recorded.set(name, statements);
      if (reply) replies.set(name, reply);
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
