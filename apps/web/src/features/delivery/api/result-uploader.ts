import { useEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Uploader, { type UploaderFile } from 'simple-uploader.js';
import { mergeFileCall } from '@airwork/shared/delivery/result.calls';
import { CHUNK_SIZE } from '@airwork/shared/delivery/result.schema';
import { ApiError, sessionHeaders } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { resultFilesKey } from '../../../lib/result-files';
import { forgetUnfinished, rememberUnfinished } from './unfinished-uploads';

// The result uploader (issue 12): simple-uploader.js speaks the spec's chunk protocol field for
// field (`chunkNumber`, `totalChunks`, `identifier` …), tests each chunk with a GET first so an
// interrupted upload skips what the server already holds, and sends 10 MB chunks one at a time.

export type UploadStatus = 'waiting' | 'uploading' | 'paused' | 'failed' | 'joining' | 'success';

export interface UploadRow {
  key: string;
  name: string;
  size: number;
  /** 0–1. */
  progress: number;
  /** Bytes a second. */
  speed: number;
  /** Seconds; Infinity while unknown. */
  timeLeft: number;
  status: UploadStatus;
  /** A message code when the upload or its joining failed. */
  error?: string;
  file: UploaderFile;
}

/** Joining a multi-gigabyte file on the server takes a while: far more than a call's minute. */
const JOIN_TIMEOUT_MS = 30 * 60_000;

/** Statuses that mean the server will not take the chunk, whatever the retries. */
const PERMANENT = [400, 401, 403, 404, 409, 413, 415, 500, 501];

/** FNV-1a, so the same file chosen again (after a reload) gets the same identifier. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function uploadIdentifier(taskId: number, file: File): string {
  return `t${taskId}-${file.size}-${fnv1a(`${file.name}|${file.lastModified}`)}`;
}

function createUploader(taskId: number): Uploader {
  return new Uploader({
    target: '/api/uploader/chunk',
    chunkSize: CHUNK_SIZE,
    simultaneousUploads: 1,
    testChunks: true,
    fileParameterName: 'file',
    query: { taskId },
    headers: () => sessionHeaders(),
    generateUniqueIdentifier: (file) => uploadIdentifier(taskId, file),
    maxChunkRetries: 3,
    chunkRetryInterval: 3000,
    permanentErrors: PERMANENT,
    progressCallbacksInterval: 500,
  });
}

/** What the page knows of a file beyond the uploader: its joining, or why it failed. */
interface Mark {
  state: 'joining' | 'done' | 'failed';
  error?: string;
}

/** The server's message code in a refused chunk's reply. */
function messageOf(reply: string): string {
  try {
    const code = (JSON.parse(reply) as { message?: unknown }).message;
    return typeof code === 'string' && code !== '' ? code : 'upload.failed';
  } catch {
    return 'upload.failed';
  }
}

function statusOf(file: UploaderFile, mark: Mark | undefined): UploadStatus {
  if (mark?.state === 'done') return 'success';
  if (mark?.state === 'joining') return 'joining';
  if (mark?.state === 'failed' || file.error) return 'failed';
  if (file.paused) return 'paused';
  return file.isUploading() ? 'uploading' : 'waiting';
}

/** Joins a fully sent file on the server, which records it as a result. */
async function join(taskId: number, file: UploaderFile): Promise<Mark> {
  try {
    await call(
      mergeFileCall,
      {
        taskId,
        filename: file.name,
        identifier: file.uniqueIdentifier,
        totalSize: file.size,
        type: file.fileType || undefined,
      },
      { timeoutMs: JOIN_TIMEOUT_MS },
    );
    return { state: 'done' };
  } catch (err) {
    return { state: 'failed', error: err instanceof ApiError ? err.messageCode : 'upload.failed' };
  }
}

function toRow(file: UploaderFile, mark: Mark | undefined): UploadRow {
  const status = statusOf(file, mark);
  return {
    key: file.uniqueIdentifier,
    name: file.name,
    size: file.size,
    progress: status === 'success' || status === 'joining' ? 1 : file.progress(),
    speed: status === 'uploading' ? file.averageSpeed : 0,
    timeLeft: status === 'uploading' ? file.timeRemaining() : Number.POSITIVE_INFINITY,
    status,
    error: status === 'failed' ? (mark?.error ?? 'upload.failed') : undefined,
    file,
  };
}

type Marks = Record<string, Mark | undefined>;

/**
 * Uploads result files of an Airwork as they are chosen, and joins each on the server when its
 * last chunk is in; the list of stored files refreshes after each. Mount it once per Airwork
 * (a `key`): the uploader lives as long as the component.
 */
export function useResultUploader(taskId: number) {
  const queryClient = useQueryClient();
  const [uploader] = useState(() => createUploader(taskId));
  const [, render] = useReducer((n: number) => n + 1, 0);
  const [marks, setMarks] = useState<Marks>({});
  const mark = (id: string, m: Mark | undefined) => setMarks((prev) => ({ ...prev, [id]: m }));

  const joinFile = async (file: UploaderFile) => {
    mark(file.uniqueIdentifier, { state: 'joining' });
    const outcome = await join(taskId, file);
    mark(file.uniqueIdentifier, outcome);
    if (outcome.state === 'done') {
      forgetUnfinished(taskId, file.uniqueIdentifier);
      void queryClient.invalidateQueries({ queryKey: resultFilesKey(taskId) });
    }
  };

  useEffect(() => {
    const handlers = {
      filesSubmitted: (files: UploaderFile[]) => {
        for (const f of files) rememberUnfinished(taskId, f);
        uploader.upload();
        render();
      },
      fileProgress: render,
      fileRetry: render,
      fileError: (_root: UploaderFile, file: UploaderFile, message: string) =>
        mark(file.uniqueIdentifier, { state: 'failed', error: messageOf(message) }),
      fileSuccess: (_root: UploaderFile, file: UploaderFile) => void joinFile(file),
    };
    for (const [name, handler] of Object.entries(handlers)) uploader.on(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) uploader.off(name, handler);
    };
    // joinFile uses only the uploader, the task and state setters, all fixed for this mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploader, taskId]);
  // Leaving the page stops the transfers (what was sent stays on the server, to resume).
  useEffect(() => () => uploader.cancel(), [uploader]);

  const rows = uploader.files.map((file) => toRow(file, marks[file.uniqueIdentifier]));
  const act = (fn: (row: UploadRow) => void) => (row: UploadRow) => {
    fn(row);
    render();
  };
  return {
    rows,
    busy: rows.some((r) => r.status !== 'success' && r.status !== 'failed'),
    add: (files: File[]) => uploader.addFiles(files),
    pause: act((row) => row.file.pause()),
    resume: act((row) => row.file.resume()),
    retry: act((row) => {
      const joinFailed = marks[row.key]?.state === 'failed' && row.file.isComplete();
      mark(row.key, undefined);
      if (joinFailed) void joinFile(row.file);
      else row.file.retry();
    }),
    remove: act((row) => {
      row.file.cancel();
      mark(row.key, undefined);
      forgetUnfinished(taskId, row.key);
    }),
  };
}
