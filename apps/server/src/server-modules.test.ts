import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, isTable, type Table } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { CONTRACT } from '@airwork/shared/api/contract-table';
import { SERVER_MODULES } from './server-modules';
import { buildTestApp, type TestApp } from './test/build-test-app';

// Modules declare themselves (issue 47): each says what it serves, owns, runs and keeps
// (server-module.ts), and app.ts works from the list. These tests hold the list to the code:
// every module is in it once, in the stack's order; every call is answered by the module that
// declares it; every table has one owner; every kind of upload owner is declared; and reads
// of another module's tables by a repository do not grow.

const here = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.join(here, 'modules');
const stack = JSON.parse(
  readFileSync(path.join(modulesDir, 'module-stack.json'), 'utf8'),
) as string[][];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every table of the schema, by the name it exports. */
async function schemaObjects(): Promise<Map<string, Table>> {
  const tables = new Map<string, Table>();
  for (const file of readdirSync(path.join(here, 'db/schema'))) {
    const schema = (await import(`./db/schema/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(schema)) {
      if (isTable(value)) tables.set(name, value);
    }
  }
  return tables;
}

/** Every table of the schema, by the name it exports and its SQL name. */
async function schemaTables(): Promise<Map<string, string>> {
  const objects = await schemaObjects();
  return new Map([...objects].map(([name, table]) => [name, getTableName(table)]));
}

/** The tables with a column that points at an account (a foreign key to users.id). */
async function tablesPointingAtPeople(): Promise<string[]> {
  const pointing: string[] = [];
  for (const table of (await schemaObjects()).values()) {
    const keys = getTableConfig(table as PgTable).foreignKeys;
    if (keys.some((k) => getTableName(k.reference().foreignTable) === 'users'))
      pointing.push(getTableName(table));
  }
  return pointing;
}

const ownerOf = new Map(SERVER_MODULES.flatMap((m) => (m.tables ?? []).map((x) => [x, m.name])));

/** A module's source files (tests aside), with their text. */
function sources(module: string, only?: RegExp) {
  return readdirSync(path.join(modulesDir, module))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && (!only || only.test(f)))
    .map((f) => ({
      file: `${module}/${f}`,
      text: readFileSync(path.join(modulesDir, module, f), 'utf8'),
    }));
}

describe('the server’s modules, as they declare themselves', () => {
  it('are every module folder, once each, listed in the order of the stack', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(SERVER_MODULES.map((m) => m.name)).toEqual(stack.flat());
    expect([...folders].sort()).toEqual(stack.flat().sort());
  });

  it('answer every call of the contract, each from the module that declares it', () => {
    const declared = SERVER_MODULES.flatMap((m) => (m.calls ?? []).map((c) => [c.path, m.name]));
    const byCall = new Map(declared as [string, string][]);
    expect(declared.length).toBe(byCall.size);
    expect([...byCall.keys()].sort()).toEqual(CONTRACT.map((c) => c.path).sort());
    const served = t.app.routeTable.filter((r) => r.contract && byCall.has(r.contract));
    expect(served.length).toBeGreaterThanOrEqual(CONTRACT.length);
    for (const r of served)
      expect({ call: r.contract, by: r.module }).toEqual({
        call: r.contract,
        by: byCall.get(r.contract!),
      });
  });

  it('own every table of the schema, one owner each', async () => {
    const tables = [...(await schemaTables()).values()];
    const owned = SERVER_MODULES.flatMap((m) => m.tables ?? []);
    expect(owned.length).toBe(new Set(owned).size);
    expect([...owned].sort()).toEqual([...tables].sort());
  });

  it('declare every kind of owner they claim uploads for', () => {
    for (const m of SERVER_MODULES) {
      const used = sources(m.name).flatMap(({ text }) =>
        [...text.matchAll(/kind: '([a-z-]+)', id/g)].map((x) => x[1]),
      );
      expect({ module: m.name, kinds: [...new Set(used)].sort() }).toEqual({
        module: m.name,
        kinds: [...(m.keepsUploads ?? [])].sort(),
      });
    }
  });

  it('say what they hold about a person, whenever a table of theirs points at one', async () => {
    // A new table that names people cannot be left out of the export and the erasure (issue
    // 45): its module answers for it (server-module.ts `personalData`), and an answer that
    // neither exports nor erases says why the rows are kept.
    const pointing = await tablesPointingAtPeople();
    expect(pointing).toContain('airwork_applications');
    const holders = new Set(pointing.map((table) => ownerOf.get(table)));
    holders.add('accounts');
    for (const m of SERVER_MODULES) {
      const data = m.personalData;
      expect({ module: m.name, answers: data !== undefined }).toEqual({
        module: m.name,
        answers: holders.has(m.name) || data !== undefined,
      });
      if (data) expect(data.erase ?? data.keeps, m.name).toBeDefined();
      if (data && !data.erase) expect(data.keeps, m.name).toMatch(/\w{3,}/);
    }
  });

  it('read other modules’ tables from their repositories no more than they did', async () => {
    const tables = await schemaTables();
    const reads: string[] = [];
    for (const m of SERVER_MODULES) {
      for (const { file, text } of sources(m.name, /\.repository\.ts$/)) {
        for (const [, names] of text.matchAll(
          /import \{([^}]*)\} from '\.\.\/\.\.\/db\/schema\/\w+'/g,
        )) {
          for (const name of names!
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)) {
            const table = tables.get(name);
            if (table && ownerOf.get(table) !== m.name)
              reads.push(`${file} → ${table} (${ownerOf.get(table)})`);
          }
        }
      }
    }
    // Each read a module stops making (through the owner's `*.access.ts`) lowers the number
    // below; it may only go down. The message lists them.
    expect(reads.length, reads.join('\n')).toBeLessThanOrEqual(CROSS_MODULE_READS);
  });
});

/**
 * Repositories' imports of another module's table (a table a module reads or joins): 64 when
 * first counted (session 41), 61 once the timeline's reads moved to the airworks module, 31 once
 * each module answered for its own personal data (session 42), 28 once delivery's queries went
 * to the modules owning their tables. Most left are joins with `users` for names and with
 * `airworks` for titles in lists.
 */
const CROSS_MODULE_READS = 28;
