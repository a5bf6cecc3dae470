import { Column, is, type SQL } from 'drizzle-orm';

/** A field of a select: a table's column, or an expression named with `.as()`. */
export type MappedField = Column | SQL.Aliased;

/** A row as the driver gives it: keyed by the names of the statement's output columns. */
export type RawRow = Record<string, unknown>;

/**
 * Maps the rows of a select whose fields are `fields` from the driver's objects (a prepared
 * statement's `.all()`) to the select's own keys, each value decoded as drizzle's `.execute()`
 * decodes it: a column by its own `mapFromDriverValue` (a time from its text, say), an
 * expression by `decode[key]` when given (drizzle's `.mapWith`), null left null.
 *
 * Why not `.execute()`: drizzle maps every row through a generic walk (`mapResultRow`: entity
 * checks and a path per field) that cost ~15 % of Node's CPU on a search made once (~100 µs for
 * a page of twenty; docs/operations.md). This walk is planned once per select.
 */
export function rowMapper<T>(
  fields: Record<string, MappedField>,
  decode: Record<string, (raw: unknown) => unknown> = {},
): (raw: RawRow) => T {
  const plan = Object.entries(fields).map(([key, field]) => {
    if (is(field, Column)) {
      // A column that keeps the driver's value as it is (text, say) needs no call per row.
      const keeps = field.mapFromDriverValue === Column.prototype.mapFromDriverValue;
      const decoder = keeps ? undefined : (v: unknown) => field.mapFromDriverValue(v);
      return { key, name: field.name, decoder };
    }
    return { key, name: field.fieldAlias, decoder: decode[key] };
  });
  // The driver keys a row's values by name: two fields of one name would read one value.
  const names = new Set(plan.map((p) => p.name));
  if (names.size !== plan.length) throw new Error('rowMapper: two fields share an output name');
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, decoder } of plan) {
      const value = raw[name] ?? null;
      row[key] = value === null || decoder === undefined ? value : decoder(value);
    }
    return row as T;
  };
}

/** A prepared select, as both our drivers make it: `.all()` gives the driver's own rows. */
interface Unmapped {
  all(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Runs a prepared select and maps its rows with `map` (`rowMapper`). `.all()` is on the prepared
 * queries of node-postgres and PGlite alike, not on drizzle's abstract type; the test of
 * search's rows (search-rows.test.ts) holds both to it and to `.execute()`'s values.
 */
export async function allMapped<T>(
  prepared: object,
  values: Record<string, unknown>,
  map: (raw: RawRow) => T,
): Promise<T[]> {
  const rows = (await (prepared as Unmapped).all(values)) as RawRow[];
  return rows.map(map);
}
