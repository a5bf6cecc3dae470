import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airworks } from '../../db/schema/airworks';
import { uploads } from '../../db/schema/uploads';
import { allMapped, rowMapper } from '../../db/row-mapper';
import { buildSearchTestApp } from '../../test/search-app';
import type { TestApp } from '../../test/build-test-app';
import { NEWEST, listQuery, listRow, pageQuery, pageRow } from './airwork-pages.repository';

// The search maps its rows itself (`rowMapper` over `.all()`), not through drizzle's
// `.execute()`: on both databases, the rows must be the ones `.execute()` gives, values null
// and not, times and days, arrays and the count included.

let t: TestApp;
beforeAll(async () => {
  t = await buildSearchTestApp(40);
  // Some rows with what a seeded one lacks: a pilot, an acceptance time, an attachment.
  const [client] = await t.db.select({ id: airworks.clientId }).from(airworks).limit(1);
  await t.db.insert(uploads).values({
    id: 'f'.repeat(32),
    ownerId: client!.id,
    storageKey: 'k',
    contentType: 'application/pdf',
    size: 10,
    originalName: 'brief.pdf',
  });
  await t.db.execute(
    sql`update ${airworks} set pilot_id = client_id, accepted_at = now(),
        attachment_key = ${'f'.repeat(32)} where id in (select id from airworks order by id limit 3)`,
  );
});
afterAll(async () => {
  await t.close();
});

const numbers = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  last: sql.placeholder('last'),
  upTo: sql.placeholder('upTo'),
};
const values = { limit: 50, offset: 0, last: 49, upTo: 31 };

describe('rows mapped from the driver (the search)', () => {
  it('are the rows drizzle maps, for a page', async () => {
    const query = pageQuery(t.db, undefined, numbers, NEWEST);
    const expected = await query.prepare('rows_page').execute(values);
    const mapped = await allMapped(query.prepare('rows_page_all'), values, pageRow);
    expect(mapped).toEqual(expected);
    expect(mapped).toHaveLength(40);
    // Both kinds of value were compared: an accepted Airwork with an attachment, and not.
    const accepted = mapped.filter((r) => r.acceptedAt !== null);
    expect(accepted).toHaveLength(3);
    expect(accepted[0]!.acceptedAt).toBeInstanceOf(Date);
    expect(accepted[0]!.attachmentType).toBe('application/pdf');
    expect(mapped.some((r) => r.attachmentType === null && r.pilotId === null)).toBe(true);
    expect(mapped[0]!.createdAt).toBeInstanceOf(Date);
    expect(mapped.some((r) => typeof r.neededBy === 'string')).toBe(true);
    expect(mapped[0]!.categoryIds).toEqual(expect.arrayContaining([expect.any(Number)]));
  });

  it('are the rows drizzle maps, for a list with its count', async () => {
    const query = listQuery(t.db, undefined, numbers, NEWEST);
    const expected = await query.prepare('rows_list').execute(values);
    const mapped = await allMapped(query.prepare('rows_list_all'), values, listRow);
    expect(mapped).toEqual(expected);
    expect(mapped[0]!.total).toBe(31);
  });

  it('refuses two fields the driver would give under one name', () => {
    expect(() => rowMapper({ a: airworks.id, b: sql`1`.as('id') })).toThrow(/output name/);
  });
});
