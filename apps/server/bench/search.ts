import http from 'node:http';
import { type RecordedReply, startBaselines } from './baselines';
import { compare, type Comparison, type Pace, type Target } from './measure';
import { register, type Driver, startProduct } from './product';
import { seedSearchAirworks } from '../src/test/search-seed';

/**
 * How a search is asked: the same request again and again, as a popular search is (read
 * against its own SQL replayed); `vary`: with a value of its own on every request, so that
 * nothing kept answers it; `kept`: as popular, but read against what a kept page costs — the
 * one statement a kept answer runs (has any Airwork been written?) replayed, and the product's
 * own reply sent — so that the line shows what the product does around a kept page.
 */
export type SearchKind =
  { vary: NonNullable<Target['vary']> } | { kept: true; headers?: Record<string, string> };

/**
 * The searches a visitor makes most: the newest page, a keyword with filters, a rare word. The
 * second keyword search has an upper price (far above any) of its own on every request, so its
 * count is never one kept.
 */
export const SEARCHES: [string, Record<string, unknown>, SearchKind?][] = [
  ['newest first', {}],
  ['newest first, from the kept page', {}, { kept: true }],
  // As a browser asks (every one accepts brotli): the reply goes out compressed.
  [
    'newest first, from the kept page, brotli',
    {},
    { kept: true, headers: { 'accept-encoding': 'gzip, deflate, br' } },
  ],
  ['keyword+category+price', { keywords: 'roof', categoriesId: '5', minPrice: 2000 }],
  [
    'keyword+category+price, every request another',
    { keywords: 'roof', categoriesId: '5', minPrice: 2000 },
    { vary: { field: 'maxPrice', from: 900_000 } },
  ],
  [
    'keyword+category+price, from the kept page',
    { keywords: 'roof', categoriesId: '5', minPrice: 2000 },
    { kept: true },
  ],
  ['common keyword', { keywords: 'thermal' }],
  ['rare keyword', { keywords: 'lot 4242' }],
  ['lobby filters', { categoriesId: '5', salarySearch: 6000, datePosted: 3, locationId: 2 }],
  // The orders of issue 23, each on its own and one with a category.
  ['price high to low', { sort: 'price_desc' }],
  ['price low to high, category', { sort: 'price_asc', categoriesId: '5' }],
  ['nearest to a place', { sort: 'nearest', searchLocation: 'Kingston' }],
  [
    'nearest to a place, keyword',
    { sort: 'nearest', searchLocation: 'Kingston', keywords: 'roof' },
  ],
  ['needed soonest', { sort: 'needed_soonest' }],
];

/** The search whose plans the bench prints. */
const EXPLAINED = 'keyword+category+price';

/** Asks the product for a search; answers the reply's bytes as they were sent. */
function askSearch(
  url: string,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RecordedReply> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/tasks/searchTasks`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const reply = { body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] };
          if (res.statusCode === 200) resolve(reply);
          else reject(new Error(`search ${name}: ${res.statusCode}`));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * `searchTasks` at each size in `sizes` (open Airworks, seeded in bulk; a quarter older than the
 * 30-day window), each search against the same statements replayed raw and a bare route. Each
 * size has a product and a database of its own, and every size is loaded in the same
 * interleaved rounds: the ratio of one size's latency to another's is read from rounds minutes
 * apart at most, as every other ratio is (measured one size after the other, a machine slowing
 * down between them showed as the search slowing down with the table).
 */
export async function benchSearch(
  driver: Driver,
  sizes: number[],
  pace: Pace,
  explain?: (text: string) => void,
  wanted: (name: string) => boolean = () => true,
): Promise<Comparison[]> {
  const stands: Stand[] = [];
  try {
    for (const size of sizes) stands.push(await standFor(driver, size));
    const results: Comparison[] = [];
    for (const [name, body, kind] of SEARCHES) {
      if (!wanted(name)) continue;
      const vary = kind && 'vary' in kind ? kind.vary : undefined;
      const targets: Target[] = [];
      const statements: number[] = [];
      for (const { size, product, baselines } of stands) {
        const key = `${name} ${size}`;
        // A varied search is recorded as one of its own (a value below the load's), so that
        // the raw baseline replays what each of its requests runs: the page and the count.
        const recorded = vary ? { ...body, [vary.field]: vary.from - 1 - size } : body;
        const kept = kind && 'kept' in kind ? kind : undefined;
        const headers = kept?.headers;
        // A kept line is recorded on an ask its page is kept for: asked twice first (kept from
        // the second on, search-pages.ts), within the page's second; its reply is recorded too.
        if (kept) {
          for (let i = 0; i < 2; i += 1) await askSearch(product.url, name, recorded, headers);
        }
        statements.push(
          await baselines.record(key, async () => {
            const reply = await askSearch(product.url, name, recorded, headers);
            return kept ? reply : undefined;
          }),
        );
        targets.push(
          { label: 'product', url: `${product.url}/api/tasks/searchTasks`, body, vary, headers },
          { label: 'raw SQL', url: `${baselines.url}/raw/${encodeURIComponent(key)}`, body: {} },
        );
      }
      targets.push({ label: 'bare', url: `${stands[0]!.baselines.url}/bare`, body: {} });
      const all = await compare(name, targets, pace);
      const bare = all.figures.at(-1)!;
      stands.forEach(({ size }, i) =>
        results.push({
          ...all,
          name: `search ${size / 1000}k ${name} (${driver}, ${statements[i]} st.)`,
          figures: [all.figures[2 * i]!, all.figures[2 * i + 1]!, bare],
        }),
      );
    }
    if (explain && wanted(EXPLAINED))
      for (const { size, baselines } of stands)
        explain(await baselines.explain(`${EXPLAINED} ${size}`));
    return results;
  } finally {
    for (const { baselines, product } of stands) {
      await baselines.close();
      await product.close();
    }
  }
}

interface Stand {
  size: number;
  product: Awaited<ReturnType<typeof startProduct>>;
  baselines: Awaited<ReturnType<typeof startBaselines>>;
}

/** A product on a database of its own holding `size` open Airworks, and its baselines. */
async function standFor(driver: Driver, size: number): Promise<Stand> {
  const product = await startProduct(driver);
  try {
    const client = await register(product.url, `bench_search_${driver}_${size}`, 2);
    await seedSearchAirworks(product.database.db, client.id, 1, size);
    return { size, product, baselines: await startBaselines(product.database) };
  } catch (err) {
    await product.close();
    throw err;
  }
}
