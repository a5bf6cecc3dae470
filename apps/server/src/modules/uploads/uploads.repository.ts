import { messageAttachments } from '../../db/schema/messages';
import { disputeFiles } from '../../db/schema/disputes';
import { and, eq, getTableColumns, gte, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { pilotProfiles } from '../../db/schema/pilots';
import { portfolioItems, publicProfiles } from '../../db/schema/profiles';
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

/**
 * Deletes the uploads made before `before` that nothing refers to (a pilot's ID or certificate,
 * an Airwork's attachment, a message's file, a dispute's evidence, a profile photo, a portfolio picture); answers their storage keys, for the files to be removed.
 */
export async function deleteOrphans(db: DbOrTx, before: Date): Promise<string[]> {
  const idDocuments = db
    .select({ id: pilotProfiles.idUploadId })
    .from(pilotProfiles)
    .where(isNotNull(pilotProfiles.idUploadId));
  const certificates = db
    .select({ id: pilotProfiles.certificateUploadId })
    .from(pilotProfiles)
    .where(isNotNull(pilotProfiles.certificateUploadId));
  const attachments = db
    .select({ id: airworks.attachmentKey })
    .from(airworks)
    .where(isNotNull(airworks.attachmentKey));
  const messageFiles = db.select({ id: messageAttachments.uploadId }).from(messageAttachments);
  const evidence = db.select({ id: disputeFiles.uploadId }).from(disputeFiles);
  const photos = db
    .select({ id: publicProfiles.avatarUploadId })
    .from(publicProfiles)
    .where(isNotNull(publicProfiles.avatarUploadId));
  const portfolio = db.select({ id: portfolioItems.uploadId }).from(portfolioItems);
  // A small copy lives while its picture does; once the picture is gone, the next sweep takes it.
  const smallCopies = db
    .select({ id: uploads.thumbnailId })
    .from(uploads)
    .where(isNotNull(uploads.thumbnailId));
  const gone = await db
    .delete(uploads)
    .where(
      and(
        lt(uploads.createdAt, before),
        notInArray(uploads.id, idDocuments),
        notInArray(uploads.id, certificates),
        notInArray(uploads.id, attachments),
        notInArray(uploads.id, messageFiles),
        notInArray(uploads.id, evidence),
        notInArray(uploads.id, photos),
        notInArray(uploads.id, portfolio),
        notInArray(uploads.id, smallCopies),
      ),
    )
    .returning({ storageKey: uploads.storageKey });
  return gone.map((g) => g.storageKey);
}
