import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { badRequest, payloadTooLarge } from '../../lib/app-error';
import { recogniseStream } from '../../lib/file-kind';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import { signDocumentLink, verifyDocumentLink } from './document-links';
import { UPLOAD_KINDS, type UploadKindName } from './upload-kinds';
import * as repo from './uploads.repository';

/** The largest Airwork attachment (docs/operations.md). */
export const MAX_ATTACHMENT_BYTES = UPLOAD_KINDS.attachment.maxBytes;

export const UploadMessage = {
  fileNeed: 'upload.file_need',
  typeRefused: 'upload.type_refused',
  tooLarge: 'upload.too_large',
} as const;

export interface UploadsDeps {
  db: Db;
  storage: FileStorage;
  /** Signs the links to private documents. */
  signingSecret: string;
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

/** Fails the stream once more than `max` bytes went through: storage then keeps nothing. */
function capped(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? payloadTooLarge(UploadMessage.tooLarge) : null, chunk);
    },
  });
}

/** Streams an upload into storage once its first bytes show a type its kind accepts. */
export async function saveUpload(
  deps: UploadsDeps,
  owner: SessionCaller,
  file: { stream: AsyncIterable<Buffer> & NodeJS.ReadableStream; filename: string },
  kindName: UploadKindName = 'attachment',
): Promise<StoredUpload> {
  const kind = UPLOAD_KINDS[kindName];
  const { kind: type, stream } = await recogniseStream(file.stream, kind.types);
  if (!type) {
    (file.stream as Readable).resume(); // drain the rest so the request can end
    throw badRequest(UploadMessage.typeRefused);
  }
  const id = randomBytes(16).toString('hex');
  const storageKey = `${kind.prefix}/${owner.userId}/${id}.${type.ext}`;
  // Multipart stops a file at MAX_UPLOAD_BYTES and says 'limit'; failing the stream makes
  // storage drop what it wrote, rather than keep a silently truncated file.
  const body = capped(kind.maxBytes);
  file.stream.once('limit', () => body.destroy(payloadTooLarge(UploadMessage.tooLarge)));
  stream.once('error', (err) => body.destroy(err));
  body.once('error', () => stream.destroy());
  const { size } = await deps.storage.put(storageKey, stream.pipe(body));
  const name = displayName(file.filename, type.ext);
  try {
    await repo.insertUpload(deps.db, {
      id,
      ownerId: owner.userId,
      storageKey,
      contentType: type.mime,
      size,
      originalName: name,
      private: kind.private,
    });
  } catch (err) {
    await deps.storage.remove(storageKey);
    throw err;
  }
  const url = kind.private ? signDocumentLink(deps.signingSecret, id).url : uploadUrl(id);
  return { id, url, name, size, type: type.mime };
}

async function openRow(deps: UploadsDeps, row: repo.UploadRow) {
  const file = await deps.storage.open(row.storageKey);
  return file && { ...file, contentType: row.contentType, name: row.originalName };
}

/** A public upload at its address; private documents are not found there. */
export async function openUpload(deps: UploadsDeps, id: string) {
  if (!ID.test(id)) return undefined;
  const row = await repo.findUpload(deps.db, id);
  if (!row || row.private) return undefined;
  return openRow(deps, row);
}

/** A private document through a signed link that has not expired. */
export async function openDocument(
  deps: UploadsDeps,
  id: string,
  link: { expires: number; sig: string },
) {
  if (!ID.test(id) || !verifyDocumentLink(deps.signingSecret, id, link.expires, link.sig)) {
    return undefined;
  }
  const row = await repo.findUpload(deps.db, id);
  return row?.private ? openRow(deps, row) : undefined;
}

/** A fresh link to a private document, for its owner or an admin (the caller checks who). */
export function documentLink(
  deps: UploadsDeps,
  row: { id: string; contentType: string; originalName: string },
) {
  return {
    ...signDocumentLink(deps.signingSecret, row.id),
    type: row.contentType,
    name: row.originalName,
  };
}

/** Any upload by id, for a service that has already decided the caller may see it. */
export async function findUpload(deps: UploadsDeps, id: string) {
  return ID.test(id) ? repo.findUpload(deps.db, id) : undefined;
}

/** The caller's own upload, by id or by its URL (what the web app sends back in a form). */
export async function ownUpload(deps: UploadsDeps, owner: SessionCaller, ref: string) {
  const id = /^\/api\/utilities\/(files|documents)\/([0-9a-f]{32})/.exec(ref)?.[2] ?? ref;
  if (!ID.test(id)) return undefined;
  const row = await repo.findUpload(deps.db, id);
  return row && row.ownerId === owner.userId ? row : undefined;
}

/**
 * An upload nothing refers to after this long was abandoned (a wizard left half-way, an ID
 * document replaced by a newer one): it is deleted, and identity documents do not linger.
 */
export const ORPHAN_UPLOAD_MS = 7 * 24 * 60 * 60_000;

/** Scheduled work: deletes abandoned uploads and their files; answers how many. */
export async function sweepOrphans(deps: UploadsDeps, now: Date): Promise<number> {
  const keys = await repo.deleteOrphans(deps.db, new Date(now.getTime() - ORPHAN_UPLOAD_MS));
  for (const key of keys) await deps.storage.remove(key);
  return keys.length;
}

export const createUploadsService = (deps: UploadsDeps) =>
  bindUseCases(deps, {
    save: saveUpload,
    open: openUpload,
    openDocument,
    documentLink,
    find: findUpload,
    own: ownUpload,
    sweepOrphans,
  });

export type UploadsService = ReturnType<typeof createUploadsService>;
