import { and, eq, exists, isNotNull, lt, not, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploadClaims, uploads } from '../../db/schema/uploads';

/** What keeps files: a kind of thing and which one (an Airwork's attachment: its id). */
export interface UploadOwner {
  kind: string;
  id: string | number;
}

/**
 * From now on `owner` keeps exactly `uploadIds`: the ones it did not claim yet are claimed, the
 * ones it claimed before and no longer names are let go (the sweep takes them if nobody else
 * claims them). An empty list lets go of everything it kept.
 */
export async function keepOnly(
  db: DbOrTx,
  owner: UploadOwner,
  uploadIds: readonly string[],
  shared: boolean,
): Promise<void> {
  const ownerId = String(owner.id);
  const mine = and(eq(uploadClaims.ownerKind, owner.kind), eq(uploadClaims.ownerId, ownerId));
  await db
    .delete(uploadClaims)
    .where(
      uploadIds.length === 0 ? mine : and(mine, notInArray(uploadClaims.uploadId, [...uploadIds])),
    );
  if (uploadIds.length === 0) return;
  await db
    .insert(uploadClaims)
    .values(uploadIds.map((uploadId) => ({ ownerKind: owner.kind, ownerId, uploadId, shared })))
    .onConflictDoNothing();
}

const claimed = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(uploadClaims)
      .where(eq(uploadClaims.uploadId, uploads.id)),
  );

/**
 * Deletes the uploads made before `before` that nobody claims, and answers their storage keys
 * for the files to be removed. A small copy lives while its picture does.
 */
export async function deleteUnclaimed(db: DbOrTx, before: Date): Promise<string[]> {
  const smallCopies = db
    .select({ id: uploads.thumbnailId })
    .from(uploads)
    .where(isNotNull(uploads.thumbnailId));
  const gone = await db
    .delete(uploads)
    .where(
      and(lt(uploads.createdAt, before), not(claimed(db)), notInArray(uploads.id, smallCopies)),
    )
    .returning({ storageKey: uploads.storageKey });
  return gone.map((g) => g.storageKey);
}

/**
 * Deletes what `userId` uploaded but the files others keep with them (claimed as shared: sent
 * in a conversation, a dispute's evidence); answers their storage keys.
 */
export async function deleteOwnFiles(db: DbOrTx, userId: number): Promise<string[]> {
  const sharedOnes = db
    .select({ id: uploadClaims.uploadId })
    .from(uploadClaims)
    .where(eq(uploadClaims.shared, true));
  const gone = await db
    .delete(uploads)
    .where(and(eq(uploads.ownerId, userId), notInArray(uploads.id, sharedOnes)))
    .returning({ key: uploads.storageKey });
  return gone.map((g) => g.key);
}
