import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

export type UploadRow = typeof uploads.$inferSelect;

/** Records stored files in one statement: a picture and its small copy go in together. */
export async function insertUploads(
  db: DbOrTx,
  rows: Omit<UploadRow, 'createdAt'>[],
): Promise<void> {
  await db.insert(uploads).values(rows);
}

export async function findUpload(db: DbOrTx, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** How many bytes `ownerId` uploaded since `since` (files that are still kept). */
export async function bytesSince(db: DbOrTx, ownerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), gte(uploads.createdAt, since)));
  return Number(row?.bytes ?? 0);
}

/** An upload with its owner's account status (`users.active`). */
export async function findUploadOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ upload: getTableColumns(uploads), ownerActive: users.active })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerId))
    .where(eq(uploads.id, id));
  return row;
}
