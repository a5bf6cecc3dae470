import type { Logger } from 'pino';
import type { RateLimitConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Attempts } from '../../lib/attempt-counter';
import type { Notices } from '../notices/notices';

/** What every accounts use case works with; app.ts builds it once. */
export interface AccountsDeps {
  db: Db;
  /** The account's own mails (a welcome, a reset link, a new sign-in): notices.ts. */
  notices: Notices;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
  limits: RateLimitConfig;
  /** Failed log-ins and password checks, per account, account and IP, and user. */
  attempts: Attempts;
  /** Seals the authenticator apps' keys at rest (lib/sealed.ts). */
  signingSecret: string;
  /** Whether an admin must have a second factor (ADMIN_MFA). */
  adminMfaRequired: boolean;
  /**
   * The clock of second factors — codes, challenges, step-ups — which the route's step-up
   * check reads too: the rules' clock (tests move it across time steps). Sessions' own
   * expiry keeps `now`.
   */
  mfaNow: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Keep me logged in" sessions last 30 days; the others end with the browser or in 12 hours. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
export const RESET_LINK_MINUTES = 30;
/** An address the owner signed in from this recently may still try when the account is guarded. */
export const KNOWN_IP_DAYS = 30;
