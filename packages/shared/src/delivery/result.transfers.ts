import { MessageCode } from '../errors';
import { z } from 'zod';
import { anyone, signedIn, taskNotFound } from '../api/contract';
import { defineTransfer, queryId, signedLinkQuerySchema } from '../api/transfer';
import { UploadOutcome } from '../uploads/upload.transfers';
import { ResultOutcome } from './result.calls';
import { chunkFieldsSchema } from './result.schema';

// The result files' chunks (resumable, multipart) and the files themselves through the signed
// links that `/api/tasks/getResult` gives (issue 12).

const resultParams = z.object({ id: queryId(MessageCode.notFound) });
const notFound = { status: 404, message: MessageCode.notFound } as const;
const notAllowed = ResultOutcome.notAllowed;

export const chunkTestTransfer = defineTransfer({
  method: 'GET',
  path: '/api/uploader/chunk',
  tag: 'uploader',
  summary:
    "Chunk test (the uploader's query: chunkNumber, identifier, taskId …): 200 when this chunk is already stored, 204 when it is not",
  access: signedIn,
  query: chunkFieldsSchema,
  reply: { kind: 'envelope', result: z.null() },
  alsoAnswers: [{ status: 204, means: 'This chunk is not stored yet: send it' }],
  outcomes: [taskNotFound, notAllowed],
});

export const chunkTransfer = defineTransfer({
  method: 'POST',
  path: '/api/uploader/chunk',
  tag: 'uploader',
  summary:
    'One chunk (multipart: chunkNumber from 1, totalChunks, chunkSize ≤ 10 MB, currentChunkSize, totalSize, identifier, filename, relativePath, taskId, then file). The assigned pilot, states 3–6; a chunk of another size than declared is refused (400 upload.chunk_size_mismatch)',
  access: signedIn,
  form: chunkFieldsSchema,
  reply: { kind: 'envelope', result: z.null() },
  outcomes: [ResultOutcome.chunkSize, taskNotFound, notAllowed, UploadOutcome.tooLarge],
});

export const resultFileTransfer = defineTransfer({
  method: 'GET',
  path: '/api/tasks/results/:id',
  tag: 'tasks',
  summary:
    'A result file, through the signed link getResult gave (valid for an hour); one byte range (Range: bytes=a-b) answers 206, for video seeking and resumed downloads',
  access: anyone,
  params: resultParams,
  query: signedLinkQuerySchema,
  reply: { kind: 'file', types: ['application/octet-stream', 'image/*', 'video/*'] },
  alsoAnswers: [
    { status: 206, means: 'The byte range asked for (Content-Range)' },
    { status: 416, means: 'The range lies outside the file (Content-Range: bytes */size)' },
  ],
  outcomes: [notFound],
});

export const thumbnailTransfer = defineTransfer({
  method: 'GET',
  path: '/api/tasks/results/:id/thumbnail',
  tag: 'tasks',
  summary:
    "A picture's small preview (WebP, at most 480 px), through the file's signed link; 404 for other files",
  access: anyone,
  params: resultParams,
  query: signedLinkQuerySchema,
  reply: { kind: 'file', types: ['image/webp'] },
  outcomes: [notFound],
});

export const resultTransfers = [
  chunkTestTransfer,
  chunkTransfer,
  resultFileTransfer,
  thumbnailTransfer,
] as const;
