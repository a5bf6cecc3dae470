import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A file a user uploaded (an Airwork's attachment, later pilot documents and results). */
export const uploads = pgTable(
  'uploads',
  {
    /** 128 random bits in hex: the file's address, not guessable. */
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** What the content really is (recognised from its bytes). */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The name the user's file had, for the download; never used as a path. */
    originalName: text('original_name').notNull(),
    /** Identity documents: never served at their address, only through signed, expiring links. */
    private: boolean('private').notNull().default(false),
    /** A picture remade on the server (a photo, a portfolio picture): its small copy. */
    thumbnailId: text('thumbnail_id').references((): AnyPgColumn => uploads.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

/**
 * What keeps an upload (issue 47): each owner — an Airwork's attachment, a pilot's document, a
 * message — claims the files it keeps in the transaction that starts keeping them, and lets them
 * go in the one that stops. The sweep removes what nobody claims, so an owner added tomorrow
 * needs no edit to it. A claim goes with its upload.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    /** What kind of thing keeps the file (`airwork-attachment`, `message`, …). */
    ownerKind: text('owner_kind').notNull(),
    /** Which one of them (an Airwork's id, a user's id, …). */
    ownerId: text('owner_id').notNull(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /**
     * The file is the other side's too (a conversation's, a dispute's): it stays when the one
     * who uploaded it erases their account.
     */
    shared: boolean('shared').notNull().default(false),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerKind, t.ownerId, t.uploadId] }),
    index('upload_claims_upload_idx').on(t.uploadId),
  ],
);
