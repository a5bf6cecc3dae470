import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/uploads';
import type { PersonalData } from '../../server-module';
import { deleteOwnFiles } from './upload-claims.repository';

// What the uploads module holds about a person (issue 45): every file they uploaded — listed in
// their export with its storage key, which the privacy module turns into the file's place in
// the zip. Erased, their files go, but the ones the other side keeps (shared: sent in a
// conversation, a dispute's evidence).

export const uploadsPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => ({
    files: await db
      .select({
        id: uploads.id,
        storageKey: uploads.storageKey,
        contentType: uploads.contentType,
        size: uploads.size,
        originalName: uploads.originalName,
        createdAt: uploads.createdAt,
      })
      .from(uploads)
      .where(eq(uploads.ownerId, userId)),
  }),
  erase: (db, { userId }) => deleteOwnFiles(db, userId),
};
