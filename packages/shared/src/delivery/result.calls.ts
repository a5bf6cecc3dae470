import { z } from 'zod';
import { defineCall, signedIn, taskNotFound, notAParty } from '../api/contract';
import { getResultRequestSchema, mergeFileRequestSchema, resultFileSchema } from './result.schema';

// The result files' JSON calls (issue 12). The chunks themselves are multipart and their test
// a GET with the uploader's query: those two routes stay with the results module.

const notFound = taskNotFound;

export const mergeFileCall = defineCall({
  method: 'POST',
  path: '/api/uploader/mergeFile',
  tag: 'uploader',
  summary:
    'Joins the stored chunks into the result file, checks its total size, records it (once per identifier); the first file moves the Airwork to Uploading (5)',
  access: signedIn,
  request: mergeFileRequestSchema,
  result: resultFileSchema,
  outcomes: [
    notAParty,
    notFound,
    { status: 400, message: 'upload.size_mismatch' },
    { status: 409, message: 'upload.incomplete' },
    { status: 409, message: 'upload.not_allowed' },
  ],
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
