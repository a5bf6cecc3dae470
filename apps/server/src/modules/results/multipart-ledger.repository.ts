import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultChunkParts, resultChunkUploads } from '../../db/schema/results';
import type { ChunkPlan } from '../../adapters/storage/chunk-store';
import type { MultipartLedger, MultipartUpload } from '../../adapters/storage/s3-chunk-store';

const toUpload = (row: typeof resultChunkUploads.$inferSelect): MultipartUpload => ({
  uploadKey: row.uploadKey,
  plan: row.plan as ChunkPlan,
  multipartId: row.multipartId,
  fileKey: row.fileKey,
});

/** Records a part stored whole (again: its new ETag) and its upload as active now. */
async function recordPart(db: Db, part: typeof resultChunkParts.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx
      .insert(resultChunkParts)
      .values(part)
      .onConflictDoUpdate({
        target: [resultChunkParts.uploadKey, resultChunkParts.partNumber],
        set: { etag: part.etag, sizeBytes: part.sizeBytes },
      });
    await tx
      .update(resultChunkUploads)
      .set({ touchedAt: sql`now()` })
      .where(eq(resultChunkUploads.uploadKey, part.uploadKey));
  });
}

/** The result uploads under way in S3 and their parts, in the database every instance shares. */
export function createMultipartLedger(db: Db): MultipartLedger {
  const find = async (uploadKey: string) => {
    const [row] = await db
      .select()
      .from(resultChunkUploads)
      .where(eq(resultChunkUploads.uploadKey, uploadKey));
    return row && toUpload(row);
  };
  return {
    async open(upload) {
      // The first insert wins a race of first chunks; the others read it.
      await db.insert(resultChunkUploads).values(upload).onConflictDoNothing();
      return (await find(upload.uploadKey))!;
    },
    find,
    recordPart: (uploadKey, n, etag, sizeBytes) =>
      recordPart(db, { uploadKey, partNumber: n, etag, sizeBytes }),
    async forgetPart(uploadKey, n) {
      await db
        .delete(resultChunkParts)
        .where(and(eq(resultChunkParts.uploadKey, uploadKey), eq(resultChunkParts.partNumber, n)));
    },
    async hasPart(uploadKey, n) {
      const [row] = await db
        .select({ n: resultChunkParts.partNumber })
        .from(resultChunkParts)
        .where(and(eq(resultChunkParts.uploadKey, uploadKey), eq(resultChunkParts.partNumber, n)));
      return row !== undefined;
    },
    parts: (uploadKey) =>
      db
        .select({
          partNumber: resultChunkParts.partNumber,
          etag: resultChunkParts.etag,
          sizeBytes: resultChunkParts.sizeBytes,
        })
        .from(resultChunkParts)
        .where(eq(resultChunkParts.uploadKey, uploadKey))
        .orderBy(asc(resultChunkParts.partNumber)),
    async remove(uploadKey) {
      // Its parts go with it (on delete cascade).
      await db.delete(resultChunkUploads).where(eq(resultChunkUploads.uploadKey, uploadKey));
    },
    async claimQuiet(before) {
      // Deleted as they are claimed: each row goes to one sweeper (its parts with it).
      const rows = await db
        .delete(resultChunkUploads)
        .where(lt(resultChunkUploads.touchedAt, before))
        .returning();
      return rows.map(toUpload);
    },
  };
}
