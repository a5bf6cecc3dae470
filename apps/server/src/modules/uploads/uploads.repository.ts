import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/uploads';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: DbOrTx,
  upload: Omit<UploadRow, 'createdAt'>,
): Promise<void> {
  await db.insert(uploads).values(upload);
}

export async function findUpload(db: DbOrTx, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}
