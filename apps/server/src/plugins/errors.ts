import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode } from '@airwork/shared/api/envelope';
import { MessageCode } from '@airwork/shared/errors';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/envelope';

// Our schema messages are i18n keys such as `register.username_need`; anything else is
// zod's own English and is replaced by the generic invalid-request key.
const MESSAGE_KEY = /^[A-Za-z]+\.[A-Za-z0-9_]+$/;

/** One error model: every failure leaves as the envelope, internals never do. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.httpStatus).send(failure(err.messageCode, err.code));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]?.message ?? '';
      const key = MESSAGE_KEY.test(first) ? first : MessageCode.invalidRequest;
      return reply.status(400).send(failure(key, ResultCode.badRequest));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(failure(MessageCode.tooManyRequests, ResultCode.tooManyRequests));
    }
    if (status === 413) {
      return reply.status(413).send(failure(MessageCode.payloadTooLarge, ResultCode.badRequest));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the caller's mistake, not ours.
      return reply.status(400).send(failure(MessageCode.invalidRequest, ResultCode.badRequest));
    }
    request.log.error({ err, reqId: request.id }, 'unexpected error');
    return reply.status(500).send(failure(MessageCode.unknownError, ResultCode.failure));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send(failure(MessageCode.notFound, ResultCode.notFound));
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
