import { startBaselines } from './baselines';
import { compare, type Comparison, type Pace } from './measure';
import { callApi, register, type Driver, startProduct } from './product';
import { seedSearchAirworks } from '../src/test/search-seed';

interface Call {
  name: string;
  path: string;
  body: unknown;
  token?: string;
}

/**
 * Simple calls against their two baselines: each call's statements are recorded once and
 * replayed by the raw route, so the ratio is the product's own cost over the SQL it runs.
 */
export async function benchCalls(
  driver: Driver,
  pace: Pace,
  wanted: (name: string) => boolean = () => true,
): Promise<Comparison[]> {
  const product = await startProduct(driver);
  const baselines = await startBaselines(product.database);
  try {
    const client = await register(product.url, `bench_client_${driver}`, 2);
    await seedSearchAirworks(product.database.db, client.id, 1, 200);
    const page = (await callApi(product.url, '/api/tasks/searchTasks', {})) as {
      result: { data: { id: number }[] };
    };
    const taskId = page.result.data[0]!.id;
    const calls = callsOf(client, taskId).filter((call) => wanted(call.name));
    const results: Comparison[] = [];
    for (const call of calls) {
      const headers = call.token ? { authorization: `Bearer ${call.token}` } : undefined;
      const statements = await baselines.record(call.name, async () => {
        const reply = await callApi(product.url, call.path, call.body, call.token);
        if (reply.code !== 200) throw new Error(`${call.name}: ${reply.message}`);
      });
      results.push(
        await compare(
          `${call.name} (${driver}, ${statements} statements)`,
          [
            { label: 'product', url: product.url + call.path, headers, body: call.body },
            {
              label: 'raw SQL',
              url: `${baselines.url}/raw/${encodeURIComponent(call.name)}`,
              body: {},
            },
            { label: 'bare', url: `${baselines.url}/bare`, body: {} },
          ],
          pace,
        ),
      );
    }
    return results;
  } finally {
    await baselines.close();
    await product.close();
  }
}

/** The calls measured: public, signed-in reads of one row, a page of a list, a count. */
function callsOf(client: { id: number; token: string }, taskId: number): Call[] {
  return [
    { name: 'category/get', path: '/api/category/get', body: { languagesId: 1, parentId: 0 } },
    {
      name: 'member/loadClientInfo',
      path: '/api/member/loadClientInfo',
      body: { userId: client.id },
      token: client.token,
    },
    {
      name: 'tasks/getTaskById',
      path: '/api/tasks/getTaskById',
      body: { taskId },
      token: client.token,
    },
    {
      name: 'client/lists',
      path: '/api/client/lists',
      body: { userId: client.id, page: 1, size: 10, status: 1 },
      token: client.token,
    },
    {
      name: 'notifications/list',
      path: '/api/notifications/list',
      body: { page: 1, size: 20 },
      token: client.token,
    },
  ];
}
