import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLASSIFIED_LOGIN_REQUIRED,
  CLASSIFIED_NOT_FOUND,
  MAX_CLASSIFIED_PHOTO_BYTES,
} from '@airwork/shared/classifieds/classified-constants';
import {
  classifiedDetailSchema,
  classifiedErrors,
  classifiedListSchema,
  classifiedSchema,
  classifiedSearchSchema,
  newClassifiedSchema,
} from '@airwork/shared/classifieds/classified.schema';
import multipart from '@fastify/multipart';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { callerOf, requireSession } from '../../plugins/auth';
import {
  addClassified,
  addPhoto,
  BoardError,
  getClassified,
  myClassifieds,
  openPhoto,
  searchClassifieds,
} from './classifieds.service';

const tags = ['classifieds (demo)'];
const errorsSchema = z.object({ errors: z.array(z.string()) });
const messageSchema = z.object({ message: z.string() });

/**
 * The demo board keeps its own contract (spec section 7, "Demo calls"): plain JSON, not the
 * envelope; failures as `{ errors: [...] }` (or `{ message }` for a missing ad).
 */
export function classifiedsRoutes(db: Db, storage: FileStorage) {
  return async (plugin: FastifyInstance): Promise<void> => {
    await plugin.register(multipart, {
      limits: { fileSize: MAX_CLASSIFIED_PHOTO_BYTES, files: 1, fields: 0 },
    });
    plugin.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof BoardError)
        return reply.status(err.status).send({ errors: [err.message] });
      if (err.statusCode === 413) {
        return reply.status(413).send({ errors: ['Zdjęcie może mieć najwyżej 5 MB'] });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        return reply.status(400).send({ errors: classifiedErrors(err.validation) });
      }
      if (err instanceof AppError && err.httpStatus === 401) {
        return reply.status(401).send({ errors: [CLASSIFIED_LOGIN_REQUIRED] });
      }
      if (err.statusCode && err.statusCode < 500) {
        return reply.status(err.statusCode).send({ errors: ['Niepoprawne żądanie'] });
      }
      request.log.error({ err, reqId: request.id }, 'unexpected error');
      return reply
        .status(500)
        .send({ errors: ['Wystąpił nieoczekiwany błąd, spróbuj ponownie później'] });
    });
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    // The spec's path has the trailing slash; the bare path answers the same.
    for (const path of ['/classifieds/', '/classifieds']) {
      app.get(
        path,
        {
          schema: {
            tags,
            hide: path === '/classifieds',
            summary: 'Search ads: name (from 2 characters), category 0–12, voivodeship 0–16, page',
            querystring: classifiedSearchSchema,
            response: { 200: classifiedListSchema, 400: errorsSchema },
          },
        },
        async (request) => searchClassifieds(db, request.query),
      );
    }

    app.post(
      '/classifieds/:id/photos',
      {
        onRequest: requireSession,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary:
            'Add one photo (multipart field `photo`: JPG, PNG or WebP, ≤ 5 MB) to your own ad; five at most',
          params: z.object({ id: z.string().max(100) }),
          consumes: ['multipart/form-data'],
          response: {
            201: z.object({ url: z.string() }),
            400: errorsSchema,
            403: errorsSchema,
            404: errorsSchema,
          },
        },
      },
      async (request, reply) => {
        const file = await request.file();
        if (!file) throw new BoardError(400, 'Wybierz zdjęcie');
        const data = await file.toBuffer();
        const url = await addPhoto(db, storage, callerOf(request).userId, request.params.id, data);
        return reply.status(201).send({ url });
      },
    );

    app.get(
      '/classifieds/photos/:photoId',
      {
        schema: {
          tags,
          summary: "An ad's photo",
          params: z.object({ photoId: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const photo = await openPhoto(db, storage, request.params.photoId);
        if (!photo) return reply.status(404).send({ errors: ['Zdjęcie nie istnieje'] });
        // Photos never change under one id.
        return reply
          .type(photo.contentType)
          .header('content-length', photo.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(photo.stream);
      },
    );

    // A static path: Fastify matches it before '/classifieds/:id'.
    app.get(
      '/classifieds/mine',
      {
        onRequest: requireSession,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: "The signed-in user's own ads, newest first",
          querystring: classifiedSearchSchema.pick({ page: true }),
          response: { 200: classifiedListSchema, 401: errorsSchema },
        },
      },
      async (request) => myClassifieds(db, callerOf(request).userId, request.query.page),
    );

    app.get(
      '/classifieds/:id',
      {
        schema: {
          tags,
          summary: "One ad with the poster's contact (phone hidden when they chose so)",
          params: z.object({ id: z.string().max(100) }),
          response: { 200: classifiedDetailSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const detail = await getClassified(db, request.params.id);
        if (!detail) return reply.status(404).send({ message: CLASSIFIED_NOT_FOUND });
        return detail;
      },
    );

    app.post(
      '/classifieds',
      {
        // Before validation: an anonymous caller is told to log in, whatever they sent.
        onRequest: requireSession,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: 'Post an ad as the signed-in user',
          body: newClassifiedSchema,
          response: {
            201: z.object({ classified: classifiedSchema }),
            400: errorsSchema,
            401: errorsSchema,
          },
        },
      },
      async (request, reply) => {
        const classified = await addClassified(db, callerOf(request).userId, request.body);
        return reply.status(201).send({ classified });
      },
    );
  };
}
