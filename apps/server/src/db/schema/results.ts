import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { airworks } from './airworks';
import { users } from './users';

/** A result file the assigned pilot uploaded for an Airwork (spec section 3, "task result media"). */
export const airworkResults = pgTable(
  'airwork_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    pilotId: integer('pilot_id').references(() => users.id, { onDelete: 'set null' }),
    /** The storage adapter's key; never shown, files are served through signed links. */
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The upload's identifier: merging the same upload twice records it once. */
    identifier: text('identifier').notNull(),
    /** Where a geotagged photo was taken (EXIF GPS), when it says. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('airwork_results_airwork_idx').on(t.airworkId, t.id),
    uniqueIndex('airwork_results_airwork_identifier_key').on(t.airworkId, t.identifier),
  ],
);

/**
 * A result upload under way in S3-compatible storage (issue 24): its plan and the multipart
 * upload its chunks are the parts of. Kept here, not in the bucket, so every instance agrees on
 * one multipart upload per upload (the first chunk's insert wins) and knows its parts without
 * S3's ListParts, which not every S3-compatible server has. Local-disk storage does not use it.
 */
export const resultChunkUploads = pgTable(
  'result_chunk_uploads',
  {
    /** `<taskId>/<hash of who uploads what>`, as the local store names the upload's folder. */
    uploadKey: text('upload_key').primaryKey(),
    plan: jsonb('plan').notNull(),
    /** S3's id of the multipart upload. */
    multipartId: text('multipart_id').notNull(),
    /** The merged file's key in the file storage, named by the upload (one per upload). */
    fileKey: text('file_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last chunk's arrival: an upload quiet for a week is abandoned (the sweep). */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('result_chunk_uploads_touched_idx').on(t.touchedAt)],
);

/** A chunk stored whole as a part of its upload's multipart upload (part n = chunk n). */
export const resultChunkParts = pgTable(
  'result_chunk_parts',
  {
    uploadKey: text('upload_key')
      .notNull()
      .references(() => resultChunkUploads.uploadKey, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadKey, t.partNumber] })],
);
