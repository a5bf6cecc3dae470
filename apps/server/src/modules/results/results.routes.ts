import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { getResultCall, mergeFileCall } from '@airwork/shared/delivery/result.calls';
import { CHUNK_SIZE, chunkFieldsSchema } from '@airwork/shared/delivery/result.schema';
import { badRequest, notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import type { ZodApp } from '../../lib/zod-app';
import { callerOf, requireSession } from '../../plugins/auth';
import { route } from '../../plugins/route';
import { ResultMessage, type ResultsService } from './results.service';

const security = [{ bearer: [] }];
const resultParams = z.object({ id: z.coerce.number().int().min(1) });
const signedLinkQuery = z.object({ expires: z.coerce.number().int(), sig: z.string().max(100) });

/**
 * The chunk's fields, which the uploader sends before the file, then the file itself. A file
 * before its fields cannot be checked before it is read, so it is refused.
 */
async function chunkParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const parsed = chunkFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      part.file.resume();
      throw badRequest(parsed.error.issues[0]?.message ?? ResultMessage.chunkSize);
    }
    return { fields: parsed.data, file: part.file };
  }
  throw badRequest(ResultMessage.chunkSize);
}

function uploaderRoutes(app: ZodApp, results: ResultsService): void {
  app.get(
    '/api/uploader/chunk',
    {
      preHandler: requireSession,
      schema: {
        tags: ['uploader'],
        security,
        summary: 'Chunk test: 200 when this chunk is already stored, 204 when it is not',
        querystring: chunkFieldsSchema,
      },
    },
    async (request, reply) => {
      const stored = await results.hasChunk(callerOf(request), request.query);
      return reply.code(stored ? 200 : 204).send(stored ? ok(null) : undefined);
    },
  );
  app.post(
    '/api/uploader/chunk',
    {
      preHandler: requireSession,
      schema: {
        tags: ['uploader'],
        security,
        summary:
          'One chunk (multipart: chunkNumber from 1, totalChunks, chunkSize ≤ 10 MB, currentChunkSize, totalSize, identifier, filename, relativePath, taskId, then file). The assigned pilot, states 3–6; a chunk of another size than declared is refused (400 upload.chunk_size_mismatch)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { fields, file } = await chunkParts(request);
      await results.receiveChunk(callerOf(request), fields, file);
      return ok(null);
    },
  );
  route(app, mergeFileCall, (r, { caller }) => results.mergeFile(caller, r));
}

function resultRoutes(app: ZodApp, results: ResultsService): void {
  route(app, getResultCall, (r, { caller }) => results.results(caller, r.tasksId));
  app.get(
    '/api/tasks/results/:id',
    {
      schema: {
        tags: ['tasks'],
        summary:
          'A result file, through the signed link getResult gave (valid for an hour); one byte range (Range: bytes=a-b) answers 206, for video seeking and resumed downloads',
        params: resultParams,
        querystring: signedLinkQuery,
      },
    },
    async (request, reply) => {
      const file = await results.openResult(
        request.params.id,
        request.query,
        request.headers.range,
      );
      if (!file) throw notFound();
      reply.header('accept-ranges', 'bytes');
      if (file.unsatisfiable) {
        return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      }
      const ascii = file.name.replace(/[^\x20-\x7e]|"/g, '_');
      reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `${file.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-sha256', file.sha256);
      if (!file.range) return reply.header('content-length', file.size).send(file.stream);
      const { start, end } = file.range;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', end - start + 1)
        .send(file.stream);
    },
  );
}

/** The signed links' targets: the file itself (ranges served) and a picture's preview. */
function fileRoutes(app: ZodApp, results: ResultsService): void {
  app.get(
    '/api/tasks/results/:id/thumbnail',
    {
      schema: {
        tags: ['tasks'],
        summary:
          "A picture's small preview (WebP, at most 480 px), through the file's signed link; 404 for other files",
        params: resultParams,
        querystring: signedLinkQuery,
      },
    },
    async (request, reply) => {
      const preview = await results.openPreview(request.params.id, request.query);
      if (!preview) throw notFound();
      return reply
        .type('image/webp')
        .header('content-length', preview.size)
        .header('cache-control', 'private, max-age=3600')
        .send(preview.stream);
    },
  );
}

export function resultsRoutes(results: ResultsService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    // A chunk is at most two chunk sizes (the last carries the remainder); a few small fields.
    await plugin.register(multipart, {
      limits: { fileSize: 2 * CHUNK_SIZE, files: 1, fields: 12 },
    });
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    uploaderRoutes(app, results);
    resultRoutes(app, results);
    fileRoutes(app, results);
  };
}
