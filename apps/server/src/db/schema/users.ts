import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userNumbers: text('user_numbers').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    brief: text('brief').notNull().default(''),
    gender: smallint('gender').notNull().default(3),
    hideAtAds: smallint('hide_at_ads').notNull().default(0),
    roleId: smallint('role_id').notNull(),
    active: smallint('active').notNull(),
    /**
     * Whether the account has a confirmed second factor (mfa_factors), kept with them: every
     * call reads it with the session, to ask for a factor where one is due (issue 45).
     */
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /**
     * When the owner deleted the account themselves (issue 45): its personal data was erased
     * then, so — unlike an admin's Delete (active 4) — it cannot be undone.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    isNotify: smallint('is_notify').notNull().default(0),
    notifyEmail: text('notify_email').notNull().default(''),
    /** 'en' or 'zh': the language of the e-mails we send this user. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_user_numbers_key').on(t.userNumbers),
    index('users_role_active_idx').on(t.roleId, t.active),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    persistent: boolean('persistent').notNull(),
    /** Where the session was opened: an address the owner is known to sign in from. */
    ip: text('ip'),
    /**
     * The browser and system it was opened in ("Firefox · Android"), read from its User-Agent
     * at sign-in (the header itself is not kept): for the owner's list of sessions, and to
     * tell a sign-in from a device never seen before (issue 45).
     */
    device: text('device').notNull().default(''),
    /** When a call last came with it, to the nearest few minutes; null: not since sign-in. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /**
     * When a second factor was last given in this session (at sign-in, or a step-up): what
     * moves money or reveals documents needs one within ten minutes (issue 45).
     */
    mfaAt: timestamp('mfa_at', { withTimezone: true }),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_user_ip_idx').on(t.userId, t.ip),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

/**
 * A second factor of an account (issue 45): an authenticator app (TOTP, RFC 6238) or a passkey
 * (WebAuthn). A TOTP factor is unconfirmed until a code from it was given once.
 */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'totp' or 'passkey'. */
    kind: text('kind').notNull(),
    label: text('label').notNull().default(''),
    /** TOTP: the shared secret, sealed with a key derived from SIGNING_SECRET (lib/sealed.ts). */
    secret: text('secret'),
    /** TOTP: the last time step a code was accepted for; a code is good once. */
    lastStep: bigint('last_step', { mode: 'number' }),
    /** Passkey: the credential's id (base64url), its public key (base64url) and signature count. */
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    signCount: bigint('sign_count', { mode: 'number' }),
    /** Passkey: how the browser said it can reach the authenticator ("internal,hybrid"). */
    transports: text('transports'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('mfa_factors_user_idx').on(t.userId),
    uniqueIndex('mfa_factors_credential_key')
      .on(t.credentialId)
      .where(sql`${t.credentialId} is not null`),
  ],
);

/**
 * A passkey ceremony under way (issue 45): the challenge handed to the browser, good once and
 * for five minutes. Adding a passkey and a step-up are bound to the session that asked; a
 * sign-in with a passkey has no account until the passkey names it. The first step of a
 * sign-in with a password keeps its own in `mfa_challenges.webauthn_challenge`.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** base64url, as in the browser's clientDataJSON. */
    challenge: text('challenge').notNull(),
    /** 'add', 'step-up' or 'sign-in'. */
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('passkey_challenges_challenge_key').on(t.challenge),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);

/** Single-use recovery codes (ten at a time), stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second factor is awaited: the client holds its
 * id (only its hash is stored) for five minutes and a few tries.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    persistent: boolean('persistent').notNull(),
    ip: text('ip').notNull(),
    device: text('device').notNull().default(''),
    /** A passkey's challenge, when one was offered (base64url). */
    webauthnChallenge: text('webauthn_challenge'),
    failures: smallint('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mfa_challenges_token_key').on(t.tokenHash)],
);
