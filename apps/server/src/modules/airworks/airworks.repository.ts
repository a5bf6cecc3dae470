import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworkCategories, airworks } from '../../db/schema/airworks';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

export type NewAirwork = Omit<typeof airworks.$inferInsert, 'id' | 'updatedAt'>;
export type AirworkChanges = Omit<NewAirwork, 'tasksId' | 'clientId' | 'status' | 'createdAt'>;

const columns = {
  id: airworks.id,
  tasksId: airworks.tasksId,
  clientId: airworks.clientId,
  pilotId: airworks.pilotId,
  title: airworks.title,
  description: airworks.description,
  address: airworks.address,
  city: airworks.city,
  province: airworks.province,
  country: airworks.country,
  latitude: airworks.latitude,
  longitude: airworks.longitude,
  conditions: airworks.conditions,
  fileFormat: airworks.fileFormat,
  salaryCents: airworks.salaryCents,
  paymentMethod: airworks.paymentMethod,
  cardBrand: airworks.cardBrand,
  cardLast4: airworks.cardLast4,
  attachmentKey: airworks.attachmentKey,
  status: airworks.status,
  createdAt: airworks.createdAt,
  clientName: users.username,
  attachmentType: uploads.contentType,
};
type Selected = Omit<typeof columns, 'clientName' | 'attachmentType'>;
export type AirworkRow = {
  [K in keyof Selected]: (typeof airworks.$inferSelect)[K];
} & { clientName: string; attachmentType: string | null; categoryIds: number[] };

export async function countByClient(db: DbOrTx, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(airworks)
    .where(eq(airworks.clientId, clientId));
  return row?.n ?? 0;
}

export async function tasksIdTaken(db: DbOrTx, tasksId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: airworks.id })
    .from(airworks)
    .where(eq(airworks.tasksId, tasksId));
  return row !== undefined;
}

export async function insertAirwork(
  db: DbOrTx,
  airwork: NewAirwork,
  categoryIds: number[],
): Promise<number> {
  const [row] = await db.insert(airworks).values(airwork).returning({ id: airworks.id });
  await setCategories(db, row!.id, categoryIds);
  return row!.id;
}

async function setCategories(db: DbOrTx, airworkId: number, categoryIds: number[]) {
  await db.delete(airworkCategories).where(eq(airworkCategories.airworkId, airworkId));
  await db
    .insert(airworkCategories)
    .values(categoryIds.map((categoryId) => ({ airworkId, categoryId })));
}

/** Locks the Airwork's row for the rest of the transaction and tells its owner and status. */
export async function lockAirwork(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ clientId: airworks.clientId, status: airworks.status, tasksId: airworks.tasksId })
    .from(airworks)
    .where(eq(airworks.id, id))
    .for('update');
  return row;
}

export async function updateAirwork(
  db: DbOrTx,
  id: number,
  changes: AirworkChanges,
  categoryIds: number[],
): Promise<void> {
  await db
    .update(airworks)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(airworks.id, id));
  await setCategories(db, id, categoryIds);
}

/** Moves an Airwork from one status to another only if it is still in the first: one winner. */
export async function changeStatus(
  db: DbOrTx,
  id: number,
  from: number,
  to: number,
): Promise<boolean> {
  const rows = await db
    .update(airworks)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(airworks.id, id), eq(airworks.status, from)))
    .returning({ id: airworks.id });
  return rows.length === 1;
}

async function withCategories(
  db: DbOrTx,
  rows: Omit<AirworkRow, 'categoryIds'>[],
): Promise<AirworkRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(airworkCategories)
    .where(
      inArray(
        airworkCategories.airworkId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    categoryIds: links
      .filter((l) => l.airworkId === r.id)
      .map((l) => l.categoryId)
      .sort((a, b) => a - b),
  }));
}

export async function findAirwork(db: DbOrTx, id: number): Promise<AirworkRow | undefined> {
  const rows = await db
    .select(columns)
    .from(airworks)
    .innerJoin(users, eq(users.id, airworks.clientId))
    .leftJoin(uploads, eq(uploads.id, airworks.attachmentKey))
    .where(eq(airworks.id, id));
  return (await withCategories(db, rows))[0];
}

/** Open Airworks, newest first. */
export async function latestOpen(db: DbOrTx, status: number, limit: number) {
  const rows = await db
    .select(columns)
    .from(airworks)
    .innerJoin(users, eq(users.id, airworks.clientId))
    .leftJoin(uploads, eq(uploads.id, airworks.attachmentKey))
    .where(eq(airworks.status, status))
    .orderBy(desc(airworks.createdAt), desc(airworks.id))
    .limit(limit);
  return withCategories(db, rows);
}

export interface ClientFilter {
  clientId: number;
  status?: number;
  /** Already a LIKE pattern (the service escapes what the user typed). */
  pattern?: string;
}

function clientWhere(f: ClientFilter): SQL | undefined {
  return and(
    eq(airworks.clientId, f.clientId),
    f.status === undefined ? undefined : eq(airworks.status, f.status),
    f.pattern === undefined
      ? undefined
      : or(
          ilike(airworks.title, f.pattern),
          ilike(airworks.description, f.pattern),
          ilike(airworks.city, f.pattern),
          ilike(airworks.tasksId, f.pattern),
        ),
  );
}

export async function listForClient(db: DbOrTx, f: ClientFilter, limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(airworks).where(clientWhere(f));
  const rows = await db
    .select(columns)
    .from(airworks)
    .innerJoin(users, eq(users.id, airworks.clientId))
    .leftJoin(uploads, eq(uploads.id, airworks.attachmentKey))
    .where(clientWhere(f))
    .orderBy(desc(airworks.createdAt), desc(airworks.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: await withCategories(db, rows) };
}

export async function statusTotals(db: DbOrTx, clientId: number) {
  return db
    .select({ status: airworks.status, total: sql<number>`cast(count(*) as int)` })
    .from(airworks)
    .where(eq(airworks.clientId, clientId))
    .groupBy(airworks.status)
    .orderBy(airworks.status);
}
