import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { DERIVED_TABLES } from './schema/airworks';

/** What `npm run db:move` copied: rows per table, each checked on both sides. */
export interface MovedTable {
  table: string;
  rows: number;
}

export class MoveRefused extends Error {}

const BATCH_ROWS = 1_000;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; drizzle's types differ between them.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * The application's tables (drizzle's own bookkeeping aside); a partitioned table once, its
 * partitions read and written through it.
 */
async function tablesOf(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** The tables in an order where each comes after every table it refers to. */
async function inDependencyOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const strip = (name: string) => name.replace(/^"|"$/g, '');
  while (ordered.length < tables.length) {
    const next = tables.filter(
      (t) =>
        !placed.has(t) &&
        edges.every(
          (e) => strip(e.child) !== t || strip(e.parent) === t || placed.has(strip(e.parent)),
        ),
    );
    if (next.length === 0) throw new Error('the tables refer to each other in a cycle');
    for (const t of next) {
      placed.add(t);
      ordered.push(t);
    }
  }
  return ordered;
}

/** Columns a row can be given (not those the database computes). */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((r) => r.name);
}

const countOf = async (db: Db, table: string) =>
  Number(
    (await rowsOf<{ n: string }>(db, sql`select count(*) as n from ${sql.identifier(table)}`))[0]!
      .n,
  );

/**
 * A digest of every row of `table`, as PostgreSQL writes them, in one order: the same on both
 * sides only if every value arrived.
 */
async function digestOf(db: Db, table: string, columns: string[]): Promise<string> {
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  // Times written in one zone on both sides, whatever each server's default.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const [row] = await rowsOf<{ digest: string | null }>(
      tx,
      sql`select md5(string_agg(r::text, E'\n' order by r::text)) as digest
          from (select ${list} from ${sql.identifier(table)}) r`,
    );
    return row?.digest ?? '';
  });
}

/** Copies one table's rows through JSON, PostgreSQL's own casts on the way in. */
async function copyTable(source: Db, target: Db, table: string): Promise<void> {
  const columns = await writableColumns(source, table);
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const [batch] = await rowsOf<{ rows: unknown }>(
      source,
      sql`select json_agg(r)::text as rows from (select ${list} from ${sql.identifier(table)}
          order by ctid limit ${BATCH_ROWS} offset ${offset}) r`,
    );
    if (!batch?.rows) return;
    await target.execute(
      sql`insert into ${sql.identifier(table)} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${batch.rows}::json)`,
    );
  }
}

/** Every sequence of the target set where the source's stands (identities, airwork_changes). */
async function copySequences(source: Db, target: Db): Promise<void> {
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    source,
    sql`select schemaname || '.' || sequencename as name, last_value::text as value
        from pg_sequences where schemaname = 'public'`,
  );
  for (const s of sequences) {
    if (s.value === null) continue; // never used: the target's fresh one is the same
    await target.execute(sql`select setval(${s.name}::regclass, ${s.value}::bigint, true)`);
  }
}

/**
 * Copies every table of `source` (the embedded database) into `target` (PostgreSQL, migrated,
 * empty), then checks each table's count and a digest of all its rows on both sides (those the
 * database derives from others, `DERIVED_TABLES`, are checked, not copied). Refuses
 * a target holding any row. The copy runs in one transaction on the target: it lands whole or
 * not at all.
 */
export async function moveDatabase(source: Db, target: Db): Promise<MovedTable[]> {
  const tables = await inDependencyOrder(source, await tablesOf(source));
  for (const table of await tablesOf(target)) {
    if ((await countOf(target, table)) > 0) {
      throw new MoveRefused(`the target is not empty: ${table} has rows`);
    }
  }
  await target.transaction(async (tx) => {
    // A derived table is filled by the target's own triggers as its sources are copied.
    for (const table of tables) {
      if (!DERIVED_TABLES.includes(table)) await copyTable(source, tx, table);
    }
    await copySequences(source, tx);
  });
  const moved: MovedTable[] = [];
  for (const table of tables) {
    const columns = await writableColumns(source, table);
    const [rows, copied] = [await countOf(source, table), await countOf(target, table)];
    const [from, to] = [
      await digestOf(source, table, columns),
      await digestOf(target, table, columns),
    ];
    if (rows !== copied || from !== to) {
      throw new Error(`${table}: ${rows} rows here, ${copied} there, or their values differ`);
    }
    moved.push({ table, rows });
  }
  return moved;
}
