import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Open Airworks in bulk for the search benchmark, made by PostgreSQL itself (generate_series):
// varied titles, cities, categories, prices and ages (a quarter older than 30 days); a third
// needed by a day in the next 60. Each
// attribute is drawn from its own hash of the number, so that no two are correlated (with
// plain `g % 6` and `g % 8`, some title and category never met on the newest day, and a
// search for them walked days of rows that real data would not make it walk).

const TITLES = [
  'Roof inspection of a warehouse',
  'Solar farm thermal survey',
  'Wind turbine blade check',
  'Real-estate video of a cottage',
  'Construction progress mapping',
  'Insurance hail damage photos',
];
const CITIES = [
  ['Toronto', 'Ontario'],
  ['Markham', 'Ontario'],
  ['Kingston', 'Ontario'],
  ['Montréal', 'Québec'],
  ['Vancouver', 'British Columbia'],
  ['Calgary', 'Alberta'],
  ['Halifax', 'Nova Scotia'],
];

const list = (items: string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s}'`).join(',')}]`);

/** Adds Airworks numbered `from`…`to` (inclusive) for `clientId`. */
export async function seedSearchAirworks(db: Db, clientId: number, from: number, to: number) {
  const titles = list(TITLES);
  // A uniform draw in 0…n-1 from the number and a salt, the same on PostgreSQL and PGlite.
  const pick = (salt: number, n: number) =>
    sql.raw(`((hashint4(g + ${salt})::bigint + 2147483648) % ${n})`);
  const cities = list(CITIES.map(([c]) => c!));
  const provinces = list(CITIES.map(([, p]) => p!));
  await db.execute(sql`
    INSERT INTO airworks (tasks_id, client_id, title, description, address, city, province,
      latitude, longitude, conditions, file_format, salary_cents, status, created_at,
      search_text, place_text, category_ids, needed_by)
    SELECT 'BN' || lpad(g::text, 8, '0'), ${clientId},
      (${titles})[1 + ${pick(1, 6)}] || ' ' || g,
      'Deliverables for lot ' || g || ': photos, a short video and a PDF report.',
      g || ' Main St', (${cities})[1 + g % 7], (${provinces})[1 + g % 7],
      43 + (g % 900) / 100.0, -79.5 + (g % 700) / 100.0, '1,2', 'JPG',
      20000 + ${pick(2, 1500000)}, 1, now() - (${pick(3, 40 * 24)} || ' hours')::interval,
      lower((${titles})[1 + ${pick(1, 6)}] || ' ' || g || ' deliverables for lot ' || g ||
        ': photos, a short video and a pdf report. ' || g || ' main st ' ||
        (${cities})[1 + g % 7] || ' ' || (${provinces})[1 + g % 7]),
      lower((${cities})[1 + g % 7] || ' ' || (${provinces})[1 + g % 7] || ' ' || g || ' main st'),
      ARRAY[(1 + ${pick(4, 8)})::smallint],
      CASE WHEN ${pick(5, 3)} = 0 THEN current_date + ${pick(6, 60)}::int END
    FROM generate_series(${from}::int, ${to}::int) AS g`);
  await db.execute(sql`ANALYZE airworks, airwork_search`);
}
