import { ResultOutcome } from '@airwork/shared/delivery/result.calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { getResultCall, mergeFileCall } from '@airwork/shared/delivery/result.calls';
import {
  chunkTestTransfer,
  chunkTransfer,
  resultFileTransfer,
  thumbnailTransfer,
} from '@airwork/shared/delivery/result.transfers';
import { CHUNK_SIZE, chunkFieldsSchema } from '@airwork/shared/delivery/result.schema';
import { InputError, notFound, refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import type { ZodApp } from '../../lib/zod-app';
import { route, transferRoute } from '../../plugins/route';
import { type ResultsService } from './results.service';

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
      throw new InputError(parsed.error.issues[0]?.message ?? ResultOutcome.chunkSize.message);
    }
    return { fields: parsed.data, file: part.file };
  }
  throw refuse(ResultOutcome.chunkSize);
}

function uploaderRoutes(app: ZodApp, results: ResultsService): void {
  transferRoute(app, chunkTestTransfer, async ({ query }, { caller, reply }) => {
    const stored = await results.hasChunk(caller, query);
    return reply.code(stored ? 200 : 204).send(stored ? ok(null) : undefined);
  });
  transferRoute(app, chunkTransfer, async (_input, { caller, request }) => {
    const { fields, file } = await chunkParts(request);
    await results.receiveChunk(caller, fields, file);
    return null;
  });
  route(app, mergeFileCall, (r, { caller }) => results.mergeFile(caller, r));
}

function resultRoutes(app: ZodApp, results: ResultsService): void {
  route(app, getResultCall, (r, { caller }) => results.results(caller, r.tasksId));
  transferRoute(app, resultFileTransfer, async ({ params, query }, { request, reply }) => {
    const file = await results.openResult(params.id, query, request.headers.range);
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
  });
}

/** A picture's preview, through the same signed link as the file. */
function fileRoutes(app: ZodApp, results: ResultsService): void {
  transferRoute(app, thumbnailTransfer, async ({ params, query }, { reply }) => {
    const preview = await results.openPreview(params.id, query);
    if (!preview) throw notFound();
    return reply
      .type('image/webp')
      .header('content-length', preview.size)
      .header('cache-control', 'private, max-age=3600')
      .send(preview.stream);
  });
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
