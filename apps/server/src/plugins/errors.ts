import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode } from '@airwork/shared/api/envelope';
import {
  BoardMessage,
  boardErrors,
  boardText,
  isBoardMessage,
} from '@airwork/shared/classifieds/classified-messages';
import { MessageCode } from '@airwork/shared/errors';
import { AppError } from '../lib/app-error';
import { databaseUnavailable } from '../lib/db-errors';
import { failure } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route reports failures: the envelope (every API call); the envelope with
     * `success: false` too (register, whose replies all carry `success`); or the classifieds
     * board's own `{ errors: [...] }` in Polish (spec section 7, "Demo calls").
     */
    errorContract?: 'envelope' | 'success' | 'board';
  }
}

// Our schema messages are i18n keys such as `register.username_need`; anything else is
// zod's own English and is replaced by the generic invalid-request key.
const MESSAGE_KEY = /^[A-Za-z]+\.[A-Za-z0-9_]+$/;

/** A failure before it is worded for one contract: HTTP status, result code, message codes. */
interface Failure {
  status: number;
  resultCode: number;
  codes: string[];
  /** Fastify's own 4xx (bad JSON, wrong content type): the envelope reports them as 400. */
  generic?: boolean;
  /** The database is away: the request may be tried again in a moment. */
  databaseAway?: boolean;
  /** What a rule's refusal carries to act on (an AppError's, as its outcome declares). */
  result?: unknown;
}

function classify(err: FastifyError): Failure | undefined {
  if (err instanceof AppError) {
    const { httpStatus: status, code: resultCode, messageCode, result } = err;
    return { status, resultCode, codes: [messageCode], result };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const codes = err.validation.map((v) => v.message ?? '');
    return { status: 400, resultCode: ResultCode.badRequest, codes };
  }
  if (databaseUnavailable(err)) {
    return {
      status: 503,
      resultCode: ResultCode.unavailable,
      codes: [MessageCode.unavailable],
      databaseAway: true,
    };
  }
  const status = err.statusCode ?? 500;
  if (status === 429) {
    return {
      status,
      resultCode: ResultCode.tooManyRequests,
      codes: [MessageCode.tooManyRequests],
    };
  }
  // Too many parts, files or fields in a multipart body: a malformed request, not a large one.
  if (status === 413 && !err.code?.endsWith('_LIMIT')) {
    return { status, resultCode: ResultCode.badRequest, codes: [MessageCode.payloadTooLarge] };
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type and the like: the caller's mistake, not ours.
    return {
      status,
      resultCode: ResultCode.badRequest,
      codes: [MessageCode.invalidRequest],
      generic: true,
    };
  }
  return undefined;
}

function sendEnvelope(reply: FastifyReply, f: Failure, withSuccess: boolean) {
  const first = f.codes[0] ?? '';
  const message = MESSAGE_KEY.test(first) ? first : MessageCode.invalidRequest;
  const body = { ...failure(message, f.resultCode), result: f.result ?? null };
  return reply
    .status(f.generic ? 400 : f.status)
    .send(withSuccess ? { success: false, ...body } : body);
}

/** The board's wording: its own codes as Polish texts, anything else by the HTTP status. */
function sendBoardErrors(reply: FastifyReply, f: Failure) {
  const own = f.codes.filter(isBoardMessage);
  let errors: string[];
  if (own.length > 0) errors = boardErrors(own.map((message) => ({ message })));
  else if (f.status === 401) errors = [boardText(BoardMessage.loginRequired)];
  else if (f.status === 413) errors = [boardText(BoardMessage.photoTooBig)];
  else if (f.status === 503) errors = [boardText(BoardMessage.unknownError)];
  else errors = [boardText(BoardMessage.badRequest)];
  return reply.status(f.status).send({ errors });
}

function sendUnexpected(request: FastifyRequest, reply: FastifyReply, err: FastifyError) {
  request.log.error({ err, reqId: request.id }, 'unexpected error');
  const contract = request.routeOptions.config.errorContract;
  if (contract === 'board') {
    return reply.status(500).send({ errors: [boardText(BoardMessage.unknownError)] });
  }
  const body = failure(MessageCode.unknownError, ResultCode.failure);
  return reply.status(500).send(contract === 'success' ? { success: false, ...body } : body);
}

/** The methods the routes at `path` take (`:param` segments match any one segment). */
function methodsOf(app: FastifyInstance, path: string): string[] {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`,
    ).test(path);
  const methods = app.routeTable.filter((r) => matches(r.url)).map((r) => r.method);
  return [...new Set(methods)].sort();
}

/** One error model: every failure leaves in its route's contract, internals never do. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const found = classify(err);
    if (!found) return sendUnexpected(request, reply, err);
    if (found.databaseAway) {
      // Expected while the database restarts; the pool reconnects by itself.
      request.log.warn({ err, reqId: request.id }, 'database unavailable');
      void reply.header('retry-after', '2');
    }
    const contract = request.routeOptions.config.errorContract;
    return contract === 'board'
      ? sendBoardErrors(reply, found)
      : sendEnvelope(reply, found, contract === 'success');
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      // A known path asked with another method: 405 and the methods it takes (RFC 9110).
      const allowed = methodsOf(app, request.url.split('?')[0] ?? '');
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send(failure(MessageCode.invalidRequest, 405));
      }
      return reply.status(404).send(failure(MessageCode.notFound, ResultCode.notFound));
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}

const BOARD_PATH = /^\/classifieds(\/|\?|$)/;

/**
 * Failures Fastify answers before any route is chosen (a path parameter over the length limit,
 * a malformed URL): worded like the rest, by the path's contract.
 */
export function frameworkErrorReply(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body = BOARD_PATH.test(request.url)
    ? { errors: [boardText(BoardMessage.badRequest)] }
    : failure(MessageCode.invalidRequest, ResultCode.badRequest);
  void reply
    .status(err.statusCode ?? 400)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Requests Node's HTTP parser refuses (headers over the size limit: 431; anything else
 * malformed: 400) never reach Fastify; their reply is written on the socket, in the envelope.
 */
export function clientErrorReply(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  const body = JSON.stringify(failure(MessageCode.invalidRequest, ResultCode.badRequest));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
