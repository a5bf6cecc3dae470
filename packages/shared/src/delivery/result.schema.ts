import { z } from 'zod';
import { idSchema, PG_INT_MAX } from '../numbers';
import { line } from '../text';

// Result files (issue 12): the spec's chunk protocol (section 7, "uploader") made resumable,
// and the files as the parties see them.

/** The spec's chunk size: 10 MB, one chunk at a time. */
export const CHUNK_SIZE = 10 * 1024 * 1024;

/** The largest result file: well above the 20 GB a survey may reach. */
export const MAX_RESULT_BYTES = 50 * 1024 ** 3;

/** What the uploader sends with every chunk (multipart fields) and with every chunk test (query). */
export const chunkFieldsSchema = z.object({
  chunkNumber: z.coerce.number().int().min(1).max(PG_INT_MAX),
  totalChunks: z.coerce.number().int().min(1).max(PG_INT_MAX),
  chunkSize: z.coerce.number().int().min(1).max(CHUNK_SIZE),
  currentChunkSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 * CHUNK_SIZE),
  totalSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_RESULT_BYTES, { error: 'upload.result_too_large' }),
  identifier: z.string().regex(/^[0-9A-Za-z_-]{1,200}$/, { error: 'upload.identifier_invalid' }),
  filename: line({ max: 255, need: 'upload.file_need' }),
  relativePath: line({ max: 1024 }).optional(),
  // Ids past PostgreSQL's integer cannot exist: refused here, not by the database (a 500).
  taskId: z.coerce.number().int().min(1).max(PG_INT_MAX),
});
export type ChunkFields = z.infer<typeof chunkFieldsSchema>;

/** `/api/uploader/mergeFile`: the spec's file chunk registration. */
export const mergeFileRequestSchema = z.object({
  taskId: idSchema(),
  filename: chunkFieldsSchema.shape.filename,
  identifier: chunkFieldsSchema.shape.identifier,
  totalSize: chunkFieldsSchema.shape.totalSize,
  type: line({ max: 255 }).optional(),
});
export type MergeFileRequest = z.input<typeof mergeFileRequestSchema>;

/** `/api/tasks/getResult`: the spec names the Airwork `tasksId` here. */
export const getResultRequestSchema = z.object({ tasksId: idSchema() });

export const resultFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** A link that works for an hour. */
  url: z.string(),
  /** The same link under the spec's name for a result's file URL (section 3). */
  uploadFiles: z.string(),
  /** A small preview of a picture (made on the server), for as long; null for other files. */
  thumbnailUrl: z.string().nullable(),
  createTime: z.string(),
  /** Where a geotagged photo was taken (its EXIF GPS), else null. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ResultFile = z.infer<typeof resultFileSchema>;

/**
 * The size the chunk `n` of a file must have. The uploader sends `floor(totalSize / chunkSize)`
 * chunks, the last one carrying the remainder (up to two chunk sizes), or, forced, the rounded-up
 * count with a short last chunk: either plan is accepted, nothing else.
 */
export function expectedChunkSize(
  f: Pick<ChunkFields, 'chunkNumber' | 'totalChunks' | 'chunkSize' | 'totalSize'>,
): number | undefined {
  const floor = Math.max(1, Math.floor(f.totalSize / f.chunkSize));
  const ceil = Math.ceil(f.totalSize / f.chunkSize);
  if (f.totalChunks !== floor && f.totalChunks !== ceil) return undefined;
  if (f.chunkNumber > f.totalChunks) return undefined;
  if (f.chunkNumber < f.totalChunks) return f.chunkSize;
  return f.totalSize - (f.totalChunks - 1) * f.chunkSize;
}
