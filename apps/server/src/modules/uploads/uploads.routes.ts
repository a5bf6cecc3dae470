import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import multipart from '@fastify/multipart';
import { badRequest, notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { callerOf, requireSession } from '../../plugins/auth';
import type { ZodApp } from '../../lib/zod-app';
import { MAX_UPLOAD_BYTES } from './upload-kinds';
import { UploadMessage, type UploadsService } from './uploads.service';

const storedSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});

/** Pictures and videos open in the browser; anything else downloads. */
function disposition(contentType: string, name: string): string {
  const inline = contentType.startsWith('image/') || contentType.startsWith('video/');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function firstFile(request: FastifyRequest) {
  for await (const part of request.parts()) {
    if (part.type !== 'file') throw badRequest(UploadMessage.fileNeed);
    return part;
  }
  throw badRequest(UploadMessage.fileNeed);
}

/** Private documents: only through a link signed for the pilot or an admin, never cached. */
function documentRoute(app: ZodApp, uploads: UploadsService): void {
  app.get(
    '/api/utilities/documents/:id',
    {
      schema: {
        tags: ['utilities'],
        summary: 'A private document, through a signed link that expires within minutes',
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ expires: z.coerce.number().int(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const file = await uploads.openDocument(request.params.id, request.query);
      if (!file) throw notFound();
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', disposition(file.contentType, file.name))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}

export function uploadsRoutes(uploads: UploadsService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    await plugin.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 1 },
    });
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/utilities/upload',
      {
        preHandler: requireSession,
        schema: {
          tags: ['utilities'],
          security: [{ bearer: [] }],
          summary:
            "Store one file (multipart field `file`). An attachment (default): JPG, PNG, WebP, GIF, MP4, MOV, WebM or PDF by content, ≤ 100 MB. `?kind=document` (a pilot's ID or certificate): JPG, PNG, WebP or PDF, ≤ 10 MB, private (its location is a link that expires in minutes)",
          consumes: ['multipart/form-data'],
          querystring: z.object({ kind: z.enum(['attachment', 'document']).default('attachment') }),
          response: { 200: envelopeSchema(storedSchema) },
        },
      },
      async (request) => {
        const part = await firstFile(request);
        return ok(
          await uploads.save(
            callerOf(request),
            { stream: part.file, filename: part.filename },
            request.query.kind,
          ),
        );
      },
    );

    documentRoute(app, uploads);

    app.get(
      '/api/utilities/files/:id',
      {
        schema: {
          tags: ['utilities'],
          summary: 'An uploaded file',
          params: z.object({ id: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const file = await uploads.open(request.params.id);
        if (!file) throw notFound();
        // A file never changes under one id.
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', disposition(file.contentType, file.name))
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(file.stream);
      },
    );
  };
}
