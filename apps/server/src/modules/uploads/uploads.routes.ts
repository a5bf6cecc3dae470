import { UploadOutcome } from '@airwork/shared/uploads/upload.transfers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  documentTransfer,
  fileTransfer,
  uploadTransfer,
} from '@airwork/shared/uploads/upload.transfers';
import { notFound, refuse } from '../../lib/app-error';
import type { ZodApp } from '../../lib/zod-app';
import { transferRoute } from '../../plugins/route';
import { MAX_UPLOAD_BYTES } from './upload-kinds';
import { type UploadsService } from './uploads.service';

/** Pictures and videos open in the browser; anything else downloads. */
function disposition(contentType: string, name: string): string {
  const inline = contentType.startsWith('image/') || contentType.startsWith('video/');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function firstFile(request: FastifyRequest) {
  for await (const part of request.parts()) {
    if (part.type !== 'file') throw refuse(UploadOutcome.fileNeed);
    return part;
  }
  throw refuse(UploadOutcome.fileNeed);
}

/** Private documents: only through a link signed for the pilot or an admin, never cached. */
function documentRoute(app: ZodApp, uploads: UploadsService): void {
  transferRoute(app, documentTransfer, async ({ params, query }, { reply }) => {
    const file = await uploads.openDocument(params.id, query);
    if (!file) throw notFound();
    return reply
      .type(file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', disposition(file.contentType, file.name))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}

export function uploadsRoutes(uploads: UploadsService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    await plugin.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 1 },
    });
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    transferRoute(app, uploadTransfer, async ({ query }, { caller, request }) => {
      const part = await firstFile(request);
      return uploads.save(caller, { stream: part.file, filename: part.filename }, query.kind);
    });

    documentRoute(app, uploads);

    transferRoute(app, fileTransfer, async ({ params }, { reply }) => {
      const file = await uploads.open(params.id);
      if (!file) throw notFound();
      // A file never changes under one id.
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', disposition(file.contentType, file.name))
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file.stream);
    });
  };
}
