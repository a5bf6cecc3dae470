import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser, type Registered } from '../test/api';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { MIGRATIONS, bareDatabase, migrateBefore } from '../test/bare-database';
import type { Db } from './client';
import { airworks } from './schema/airworks';
import { uploads } from './schema/uploads';
import { users } from './schema/users';

// An Airwork carries its client's username and its attachment's content type as copies that
// triggers keep (migration 0024): every read shows them without reading users or uploads. They
// must be what those tables hold, whoever writes the Airwork, the user or the upload, and the
// migration must fill them in for the Airworks already there.

let t: TestApp;
let client: Registered;
let username: string;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  const [row] = await t.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, client.id));
  username = row!.username;
});
afterAll(async () => {
  await t.close();
});

const anAirwork = (n: number) => ({
  tasksId: `BN9${String(n).padStart(7, '0')}`,
  clientId: client.id,
  title: `Copies ${n}`,
  description: 'd',
  address: 'a',
  city: 'Toronto',
  province: 'Ontario',
  latitude: 43.7,
  longitude: -79.4,
  conditions: '1',
  fileFormat: 'JPG',
  salaryCents: 10_000,
});

const anUpload = (contentType: string) => ({
  id: randomBytes(16).toString('hex'),
  ownerId: client.id,
  storageKey: 'k',
  contentType,
  size: 10,
  originalName: 'brief.pdf',
});

/** An Airwork numbered `n` attached to a new upload of `contentType` (given `extra` too). */
async function attachedAirwork(
  n: number,
  contentType: string,
  extra: { clientName?: string } = {},
) {
  const upload = anUpload(contentType);
  await t.db.insert(uploads).values(upload);
  const [row] = await t.db
    .insert(airworks)
    .values({ ...anAirwork(n), attachmentKey: upload.id, ...extra })
    .returning({ id: airworks.id });
  return { id: row!.id, upload };
}

async function copiesOf(db: Db, id: number) {
  const [row] = await db
    .select({ clientName: airworks.clientName, attachmentType: airworks.attachmentType })
    .from(airworks)
    .where(eq(airworks.id, id));
  return row;
}

describe("an Airwork's copies of its client's name and its attachment's type", () => {
  it('come from the user and the upload when the Airwork is written, whatever it says', async () => {
    const { id } = await attachedAirwork(1, 'application/pdf', { clientName: 'forged' });
    expect(await copiesOf(t.db, id)).toEqual({
      clientName: username,
      attachmentType: 'application/pdf',
    });

    await t.db
      .update(airworks)
      .set({ clientName: 'forged', attachmentType: 'x' })
      .where(eq(airworks.id, id));
    expect(await copiesOf(t.db, id)).toEqual({
      clientName: username,
      attachmentType: 'application/pdf',
    });

    await t.db.update(airworks).set({ attachmentKey: null }).where(eq(airworks.id, id));
    expect(await copiesOf(t.db, id)).toEqual({ clientName: username, attachmentType: null });
  });

  it('follow a change of the username or of the upload, the upload going and coming', async () => {
    const { id, upload } = await attachedAirwork(2, 'image/jpeg');

    await t.db.update(uploads).set({ contentType: 'image/png' }).where(eq(uploads.id, upload.id));
    expect((await copiesOf(t.db, id))!.attachmentType).toBe('image/png');

    await t.db
      .update(users)
      .set({ username: `${username}_renamed` })
      .where(eq(users.id, client.id));
    try {
      expect((await copiesOf(t.db, id))!.clientName).toBe(`${username}_renamed`);
    } finally {
      await t.db.update(users).set({ username }).where(eq(users.id, client.id));
    }
    expect((await copiesOf(t.db, id))!.clientName).toBe(username);

    await t.db.delete(uploads).where(eq(uploads.id, upload.id));
    expect((await copiesOf(t.db, id))!.attachmentType).toBeNull();

    // Saved after the Airwork that names it, as a database moved table by table saves it.
    await t.db.insert(uploads).values(upload);
    expect((await copiesOf(t.db, id))!.attachmentType).toBe('image/jpeg');
  });

  it('are what the Airwork reads show', async () => {
    const { id } = await attachedAirwork(3, 'application/pdf');
    const reply = await post(t.app, '/api/tasks/getTaskById', { taskId: id }, client.token);
    const task = reply.body.result as { userName: string; uploadFileType: string | null };
    expect(task.userName).toBe(username);
    expect(task.uploadFileType).toBe('application/pdf');
  });
});

describe('migration 0024', () => {
  it('fills in the copies of the Airworks already there', async () => {
    const bare = await bareDatabase();
    try {
      // The migrations up to 0023, as a database made before 0024 holds them.
      await migrateBefore(bare, 24);

      await bare.db.execute(sql`
        insert into users (user_numbers, username, email, password_hash, role_id, active)
        values ('U1', 'old_client', 'old@example.com', 'x', 2, 1)`);
      await bare.db.execute(sql`
        insert into uploads (id, owner_id, storage_key, content_type, size, original_name)
        select 'u1', id, 'k', 'image/png', 1, 'p.png' from users`);
      await bare.db.execute(sql`
        insert into airworks (tasks_id, client_id, title, description, address, city, province,
          latitude, longitude, conditions, file_format, salary_cents, attachment_key)
        select t, u.id, 'Old', 'd', 'a', 'c', 'p', 43, -79, '1', 'JPG', 100, k
        from users u, (values ('BN1', 'u1'), ('BN2', null)) as v(t, k)`);

      const indexes = async () => {
        const found: unknown = await bare.db.execute(
          sql`select indexdef from pg_indexes where tablename = 'airworks' order by indexname`,
        );
        return (found as { rows: { indexdef: string }[] }).rows.map((r) => r.indexdef);
      };
      const indexesBefore = await indexes();

      await bare.migrate(MIGRATIONS);
      // The backfill sets the indexes aside and builds them again: every one is back as it was.
      const indexesAfter = await indexes();
      expect(indexesAfter).toEqual(expect.arrayContaining(indexesBefore));
      expect(indexesAfter).toHaveLength(indexesBefore.length + 1);
      const result: unknown = await bare.db.execute(
        sql`select tasks_id, client_name, attachment_type from airworks order by tasks_id`,
      );
      expect((result as { rows: unknown[] }).rows).toEqual([
        { tasks_id: 'BN1', client_name: 'old_client', attachment_type: 'image/png' },
        { tasks_id: 'BN2', client_name: 'old_client', attachment_type: null },
      ]);
    } finally {
      await bare.close();
    }
  });
});
