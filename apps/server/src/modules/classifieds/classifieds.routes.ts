import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_CLASSIFIED_PHOTO_BYTES } from '@airwork/shared/classifieds/classified-constants';
import { BoardMessage, boardText } from '@airwork/shared/classifieds/classified-messages';
import {
  classifiedDetailSchema,
  classifiedListSchema,
  classifiedSchema,
  classifiedSearchSchema,
  newClassifiedSchema,
} from '@airwork/shared/classifieds/classified.schema';
import multipart from '@fastify/multipart';
import { badRequest } from '../../lib/app-error';
import type { ZodApp } from '../../lib/zod-app';
import { callerOf, requireSession } from '../../plugins/auth';
import type { ClassifiedsService } from './classifieds.service';

const tags = ['classifieds (demo)'];
const security = [{ bearer: [] }];
const errorsSchema = z.object({ errors: z.array(z.string()) });
const messageSchema = z.object({ message: z.string() });
/** Failures of these routes leave as `{ errors: [...] }` in Polish (plugins/errors.ts). */
const board = { errorContract: 'board' } as const;

function searchRoutes(app: ZodApp, classifieds: ClassifiedsService): void {
  // The spec's path has the trailing slash; the bare path answers the same.
  for (const path of ['/classifieds/', '/classifieds']) {
    app.get(
      path,
      {
        config: board,
        schema: {
          tags,
          hide: path === '/classifieds',
          summary: 'Search ads: name (from 2 characters), category 0–12, voivodeship 0–16, page',
          querystring: classifiedSearchSchema,
          response: { 200: classifiedListSchema, 400: errorsSchema },
        },
      },
      async (request) => classifieds.search(request.query),
    );
  }

  // A static path: Fastify matches it before '/classifieds/:id'.
  app.get(
    '/classifieds/mine',
    {
      config: board,
      onRequest: requireSession,
      schema: {
        tags,
        security,
        summary: "The signed-in user's own ads, newest first",
        querystring: classifiedSearchSchema.pick({ page: true }),
        response: { 200: classifiedListSchema, 401: errorsSchema },
      },
    },
    async (request) => classifieds.mine(callerOf(request).userId, request.query.page),
  );

  app.get(
    '/classifieds/:id',
    {
      config: board,
      schema: {
        tags,
        summary: "One ad with the poster's contact (phone hidden when they chose so)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: classifiedDetailSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const detail = await classifieds.get(request.params.id);
      if (!detail) return reply.status(404).send({ message: boardText(BoardMessage.notFound) });
      return detail;
    },
  );
}

function postingRoute(app: ZodApp, classifieds: ClassifiedsService): void {
  app.post(
    '/classifieds',
    {
      config: board,
      // Before validation: an anonymous caller is told to log in, whatever they sent.
      onRequest: requireSession,
      schema: {
        tags,
        security,
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
      const classified = await classifieds.add(callerOf(request), request.body);
      return reply.status(201).send({ classified });
    },
  );
}

/**
 * The body's one part must be the photo: a text field, before it or instead of it, makes the
 * request malformed (400) rather than something to skip.
 */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  for await (const part of request.parts()) {
    if (part.type !== 'file') throw badRequest(BoardMessage.badRequest);
    return part.toBuffer();
  }
  throw badRequest(BoardMessage.photoNeed);
}

function photoRoutes(app: ZodApp, classifieds: ClassifiedsService): void {
  app.post(
    '/classifieds/:id/photos',
    {
      config: board,
      onRequest: requireSession,
      schema: {
        tags,
        security,
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
      const data = await readPhoto(request);
      const url = await classifieds.addPhoto(callerOf(request), request.params.id, data);
      return reply.status(201).send({ url });
    },
  );

  app.get(
    '/classifieds/photos/:photoId',
    {
      config: board,
      schema: {
        tags,
        summary: "An ad's photo",
        params: z.object({ photoId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const photo = await classifieds.openPhoto(request.params.photoId);
      if (!photo) {
        return reply.status(404).send({ errors: [boardText(BoardMessage.photoNotFound)] });
      }
      // Photos never change under one id.
      return reply
        .type(photo.contentType)
        .header('content-length', photo.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(photo.stream);
    },
  );
}

/**
 * The demo board keeps its own contract (spec section 7, "Demo calls"): plain JSON, not the
 * envelope; failures as `{ errors: [...] }` (or `{ message }` for a missing ad).
 */
export function classifiedsRoutes(classifieds: ClassifiedsService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    await plugin.register(multipart, {
      // One field is let through so that it can be refused as such (readPhoto).
      limits: { fileSize: MAX_CLASSIFIED_PHOTO_BYTES, files: 1, fields: 1 },
    });
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    searchRoutes(app, classifieds);
    postingRoute(app, classifieds);
    photoRoutes(app, classifieds);
  };
}
