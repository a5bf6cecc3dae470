import type { DbOrTx } from './client';

const byDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * A query built once per database (or transaction) object and run with placeholders after.
 * The hot fixed-shape statements — the session behind every signed-in call, one Airwork, the
 * categories — are the ones worth it: Drizzle spends more CPU building a query than PostgreSQL
 * spends answering these (issue 22's profile), and on PostgreSQL a named statement is parsed
 * and planned once per connection. `build` must call `.prepare(name)` with the same name.
 */
export function preparedOn<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = new Map();
    byDatabase.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
