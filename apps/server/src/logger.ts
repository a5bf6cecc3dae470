import { pino, type DestinationStream, type Logger } from 'pino';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.userPwd',
  '*.encrypt_password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
];

type Serialized = Record<string, unknown>;

/** Only the stack's frames: its first line repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((l) => l.startsWith('    at '))
        .join('\n')
    : undefined;

/**
 * A failed query carries its parameters (a password hash, an e-mail, a phone number) in its
 * message and in its cause's detail ("Key (email)=(…) already exists"): the log keeps the SQL
 * text, the database's error code and message, and the stack frames, never the values.
 */
function databaseError(err: Error & { query: string; cause?: unknown }): Serialized {
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  return {
    type: err.name,
    message: `Failed query: ${err.query}`,
    stack: framesOf(err.stack),
    ...(cause ? { cause: { code: cause.code, message: cause.message } } : {}),
  };
}

/**
 * Signed links carry their key in the query (`sig`, with `expires`): logged whole, a log reader
 * could open a pilot's ID scan or a client's results. The signature is cut from every URL logged.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:sig|token)=)[^&#]*/gi, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

function serializeRequest(req: LoggedRequest): Serialized {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
  };
}

function serializeError(err: unknown): unknown {
  if (err instanceof Error && 'query' in err && 'params' in err) {
    return databaseError(err as Error & { query: string });
  }
  return pino.stdSerializers.err(err as Error);
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
