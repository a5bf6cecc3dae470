import { z } from 'zod';
import { defineCall, signedIn, taskNotFound, notAParty, type Outcome } from '../api/contract';
import { getResultRequestSchema, mergeFileRequestSchema, resultFileSchema } from './result.schema';

// The result files' JSON calls (issue 12). The chunks themselves are multipart and their test
// a GET with the uploader's query: those two routes stay with the results module.

const notFound = taskNotFound;

/** Every "no" of the result files' calls and chunks, declared once: thrown by these names. */
export const ResultOutcome = {
  /** Not this Airwork's pilot, or not a moment when results may be uploaded. */
  notAllowed: { status: 409, message: 'upload.not_allowed' },
  chunkSize: { status: 400, message: 'upload.chunk_size_mismatch' },
  incomplete: { status: 409, message: 'upload.incomplete' },
  sizeMismatch: { status: 400, message: 'upload.size_mismatch' },
} as const satisfies Record<string, Outcome>;
const R = ResultOutcome;

export const mergeFileCall = defineCall({
  method: 'POST',
  path: '/api/uploader/mergeFile',
  tag: 'uploader',
  summary:
    'Joins the stored chunks into the result file, checks its total size, records it (once per identifier); the first file moves the Airwork to Uploading (5)',
  access: signedIn,
  request: mergeFileRequestSchema,
  result: resultFileSchema,
  outcomes: [notAParty, notFound, R.sizeMismatch, R.incomplete, R.notAllowed],
});

export const getResultCall = defineCall({
  method: 'POST',
  path: '/api/tasks/getResult',
  tag: 'tasks',
  summary: "The Airwork's result files, for its client, its pilot and admins",
  access: signedIn,
  reads: true,
  request: getResultRequestSchema,
  result: z.array(resultFileSchema),
  outcomes: [notAParty, notFound],
});

export const resultCalls = [mergeFileCall, getResultCall];
