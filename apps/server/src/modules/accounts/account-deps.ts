import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { Mailer } from '../mail/mail.service';

/** What every accounts use case works with; app.ts builds it once. */
export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Keep me logged in" sessions last 30 days; the others end with the browser or in 12 hours. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
export const RESET_LINK_MINUTES = 30;
