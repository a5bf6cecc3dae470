/** The constraint a unique violation broke, whichever driver (pg or PGlite) raised it. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

// SQLSTATE classes and codes that mean "the database is away", not "the request is wrong":
// connection exceptions (08), shutdown and crash (57P01–57P03), too many connections (53300).
const UNAVAILABLE_STATE = /^(08...|57P0[1-5]|53300)$/;
// Socket failures, and the messages node-postgres and PGlite give a connection that broke,
// could not be opened in time, or was closed under a request.
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * Whether `err` (or what it wraps: Drizzle puts the driver's error in `cause`) says the
 * database could not be reached or dropped the connection. Such a request answers 503 and may
 * be retried; whether a write in flight was committed is unknown to the server too.
 */
export function databaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || UNAVAILABLE_ERRNO.has(code))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(databaseUnavailable)) return true;
  }
  return false;
}
