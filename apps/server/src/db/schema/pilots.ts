import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { uploads } from './uploads';
import { users } from './users';

/**
 * A pilot's profile (spec section 3, "Pilot profile"): identity documents, certificate, drone,
 * capabilities, verification and payout. One row per pilot, made on their first submission.
 */
export const pilotProfiles = pgTable(
  'pilot_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ID scan and the certificate: private uploads, served only through signed links. */
    idUploadId: text('id_upload_id').references(() => uploads.id),
    certificateUploadId: text('certificate_upload_id').references(() => uploads.id),
    documentIdNumber: text('document_id_number').notNull().default(''),
    address: text('address').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    tcrNumber: text('tcr_number').notNull().default(''),
    rpasNumber: text('rpas_number').notNull().default(''),
    rpasMake: text('rpas_make').notNull().default(''),
    /** 1 Basic, 2 Advanced Operations. */
    certificateType: smallint('certificate_type'),
    /** Capability codes 1–7, comma-joined as on the wire. */
    capabilities: text('capabilities').notNull().default(''),
    otherDesc: text('other_desc').notNull().default(''),
    /** 0 none, 1 waiting for an admin, 2 approved, 3 disapproved (packages/shared Verification). */
    verification: smallint('verification').notNull().default(0),
    disapprovalReason: text('disapproval_reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** 1 payment provider e-mail, 2 e-mail transfer, 3 card; null until chosen. */
    payoutMethod: smallint('payout_method'),
    payoutEmail: text('payout_email').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pilot_profiles_verification_idx').on(t.verification, t.submittedAt)],
);
