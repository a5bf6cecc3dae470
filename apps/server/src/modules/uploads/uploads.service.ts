import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { badRequest, payloadTooLarge } from '../../lib/app-error';
import { recogniseStream } from '../../lib/file-kind';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import * as repo from './uploads.repository';

/** Attachments: pictures, videos and PDFs, recognised by their bytes; 100 MB each at most. */
export const ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'application/pdf',
] as const;
export const MAX_ATTACHMENT_BYTES = 100 * 1024 * 1024;

export const UploadMessage = {
  fileNeed: 'upload.file_need',
  typeRefused: 'upload.type_refused',
  tooLarge: 'upload.too_large',
} as const;

export interface UploadsDeps {
  db: Db;
  storage: FileStorage;
}

export interface StoredUpload {
  id: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

const ID = /^[0-9a-f]{32}$/;
export const uploadUrl = (id: string) => `/api/utilities/files/${id}`;

/** A name fit to show and to offer as a download name: no paths, no control characters. */
function displayName(name: string, ext: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || `file.${ext}`).slice(0, 200);
}

/** Streams an upload into storage once its first bytes show an accepted type. */
export async function saveUpload(
  deps: UploadsDeps,
  owner: SessionCaller,
  file: { stream: AsyncIterable<Buffer> & NodeJS.ReadableStream; filename: string },
): Promise<StoredUpload> {
  const { kind, stream } = await recogniseStream(file.stream, ATTACHMENT_TYPES);
  if (!kind) {
    (file.stream as Readable).resume(); // drain the rest so the request can end
    throw badRequest(UploadMessage.typeRefused);
  }
  const id = randomBytes(16).toString('hex');
  const storageKey = `uploads/${owner.userId}/${id}.${kind.ext}`;
  // Multipart stops a file at MAX_ATTACHMENT_BYTES and says 'limit'; failing the stream makes
  // storage drop what it wrote, rather than keep a silently truncated file.
  file.stream.once('limit', () => stream.destroy(payloadTooLarge(UploadMessage.tooLarge)));
  const { size } = await deps.storage.put(storageKey, stream);
  const name = displayName(file.filename, kind.ext);
  try {
    await repo.insertUpload(deps.db, {
      id,
      ownerId: owner.userId,
      storageKey,
      contentType: kind.mime,
      size,
      originalName: name,
    });
  } catch (err) {
    await deps.storage.remove(storageKey);
    throw err;
  }
  return { id, url: uploadUrl(id), name, size, type: kind.mime };
}

export async function openUpload(deps: UploadsDeps, id: string) {
  if (!ID.test(id)) return undefined;
  const row = await repo.findUpload(deps.db, id);
  if (!row) return undefined;
  const file = await deps.storage.open(row.storageKey);
  return file && { ...file, contentType: row.contentType, name: row.originalName };
}

/** The caller's own upload, by id or by its URL (what the web app sends back in a form). */
export async function ownUpload(deps: UploadsDeps, owner: SessionCaller, ref: string) {
  const id = ref.startsWith('/api/utilities/files/')
    ? ref.slice('/api/utilities/files/'.length)
    : ref;
  if (!ID.test(id)) return undefined;
  const row = await repo.findUpload(deps.db, id);
  return row && row.ownerId === owner.userId ? row : undefined;
}

export const createUploadsService = (deps: UploadsDeps) =>
  bindUseCases(deps, { save: saveUpload, open: openUpload, own: ownUpload });

export type UploadsService = ReturnType<typeof createUploadsService>;
