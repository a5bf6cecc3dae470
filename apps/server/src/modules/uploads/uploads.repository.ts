import { messageAttachments } from '../../db/schema/messages';
import { and, eq, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { pilotProfiles } from '../../db/schema/pilots';
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

/**
 * Deletes the uploads made before `before` that nothing refers to (a pilot's ID or certificate,
 * an Airwork's attachment); answers their storage keys, for the files to be removed.
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
  const gone = await db
    .delete(uploads)
    .where(
      and(
        lt(uploads.createdAt, before),
        notInArray(uploads.id, idDocuments),
        notInArray(uploads.id, certificates),
        notInArray(uploads.id, attachments),
        notInArray(uploads.id, messageFiles),
      ),
    )
    .returning({ storageKey: uploads.storageKey });
  return gone.map((g) => g.storageKey);
}
