import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
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
