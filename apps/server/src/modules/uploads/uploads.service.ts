import { UploadOutcome } from '@airwork/shared/uploads/upload.transfers';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { refuse } from '../../lib/app-error';
import { recogniseStream } from '../../lib/file-kind';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import { signDocumentLink, verifyDocumentLink } from './document-links';
import { makePictures } from './pictures';
import {
  UPLOAD_KINDS,
  type PictureSizes,
  type UploadKind,
  type UploadKindName,
} from './upload-kinds';
import * as claims from './upload-claims.repository';
import * as repo from './uploads.repository';

/** The largest Airwork attachment (docs/operations.md). */
export const MAX_ATTACHMENT_BYTES = UPLOAD_KINDS.attachment.maxBytes;

export interface UploadsDeps {
  db: Db;
  storage: FileStorage;
  /** Signs the links to private documents. */
  signingSecret: string;
  /** Bytes one user may upload here in 24 hours (issue 45); result uploads have their own way. */
  dailyBytes: number;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60_000;

export interface StoredUpload {
  id: string;
  url: string;
  name: string;
  size: number;
  type: string;
  thumbnailUrl?: string;
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
function capped(max: number, failure: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? failure() : null, chunk);
    },
  });
}

/**
 * What the caller may still upload today: the kind's cap, or less when the day's quota is
 * nearly used (then passing it fails with the quota's message). Two uploads at once may pass
 * the quota by one file: it bounds a flood, it is no ledger.
 */
async function allowance(deps: UploadsDeps, owner: SessionCaller, kind: UploadKind) {
  const since = new Date(deps.now().getTime() - DAY_MS);
  const left = deps.dailyBytes - (await repo.bytesSince(deps.db, owner.userId, since));
  const quota = () => refuse(UploadOutcome.quotaExceeded);
  if (left <= 0) return undefined;
  if (left < kind.maxBytes) return capped(left, quota);
  return capped(kind.maxBytes, () => refuse(UploadOutcome.tooLarge));
}

type UploadSource = { stream: AsyncIterable<Buffer> & NodeJS.ReadableStream; filename: string };

/** Streams an upload into storage once its first bytes show a type its kind accepts. */
export async function saveUpload(
  deps: UploadsDeps,
  owner: SessionCaller,
  file: UploadSource,
  kindName: UploadKindName = 'attachment',
): Promise<StoredUpload> {
  const kind: UploadKind = UPLOAD_KINDS[kindName];
  const body = await allowance(deps, owner, kind);
  if (!body) {
    (file.stream as Readable).resume(); // drain the rest so the request can end
    throw refuse(UploadOutcome.quotaExceeded);
  }
  const { kind: type, stream } = await recogniseStream(file.stream, kind.types);
  if (!type) {
    (file.stream as Readable).resume(); // drain the rest so the request can end
    throw refuse(UploadOutcome.typeRefused);
  }
  // Multipart stops a file at MAX_UPLOAD_BYTES and says 'limit'; failing the stream makes
  // storage drop what it wrote, rather than keep a silently truncated file.
  file.stream.once('limit', () => body.destroy(refuse(UploadOutcome.tooLarge)));
  stream.once('error', (err) => body.destroy(err));
  body.once('error', () => stream.destroy());
  if (kind.picture) {
    const target = { prefix: kind.prefix, sizes: kind.picture };
    return savePicture(deps, owner, target, stream.pipe(body), file.filename);
  }
  const id = newId();
  const storageKey = `${kind.prefix}/${owner.userId}/${id}.${type.ext}`;
  const { size } = await deps.storage.put(storageKey, stream.pipe(body));
  const name = displayName(file.filename, type.ext);
  const row = { id, ownerId: owner.userId, storageKey, contentType: type.mime, size };
  await keepRows(deps, [{ ...row, originalName: name, private: kind.private, thumbnailId: null }]);
  const url = kind.private ? signDocumentLink(deps.signingSecret, id).url : uploadUrl(id);
  return { id, url, name, size, type: type.mime };
}

const newId = () => randomBytes(16).toString('hex');

/** Records stored files; if that fails, their bytes go too (no file without its row). */
async function keepRows(deps: UploadsDeps, rows: Omit<repo.UploadRow, 'createdAt'>[]) {
  try {
    await repo.insertUploads(deps.db, rows);
  } catch (err) {
    for (const row of rows) await deps.storage.remove(row.storageKey);
    throw err;
  }
}

/**
 * A picture remade before it is kept (pictures.ts): read whole (the kind caps it at 15 MB),
 * stored as WebP at its kind's size with a small copy. The bytes as sent are never stored.
 */
async function savePicture(
  deps: UploadsDeps,
  owner: SessionCaller,
  kind: { prefix: string; sizes: PictureSizes },
  source: Readable,
  filename: string,
): Promise<StoredUpload> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  const made = await makePictures(Buffer.concat(chunks), kind.sizes);
  if (!made) throw refuse(UploadOutcome.typeRefused);
  const [id, thumbId] = [newId(), newId()];
  const name = displayName(filename.replace(/\.[^.]*$/, '.webp'), 'webp');
  const rowOf = (fileId: string, data: Buffer, thumbnailId: string | null) => ({
    id: fileId,
    ownerId: owner.userId,
    storageKey: `${kind.prefix}/${owner.userId}/${fileId}.webp`,
    contentType: 'image/webp',
    size: data.length,
    originalName: name,
    private: false,
    thumbnailId,
  });
  const rows = [rowOf(thumbId, made.thumb.data, null), rowOf(id, made.main.data, thumbId)];
  await deps.storage.put(rows[0]!.storageKey, made.thumb.data);
  await deps.storage.put(rows[1]!.storageKey, made.main.data);
  await keepRows(deps, rows);
  const size = made.main.data.length;
  return {
    id,
    url: uploadUrl(id),
    name,
    size,
    type: 'image/webp',
    thumbnailUrl: uploadUrl(thumbId),
  };
}

async function openRow(deps: UploadsDeps, row: repo.UploadRow) {
  const file = await deps.storage.open(row.storageKey);
  return file && { ...file, contentType: row.contentType, name: row.originalName };
}

/** Accounts whose public files are no longer shown (issue 45): blocked or deleted. */
const HIDDEN_OWNERS: readonly number[] = [AccountStatus.blocked, AccountStatus.deleted];

/**
 * A public upload at its address; private documents are not found there, nor the files of a
 * member who was blocked or deleted (their photo and portfolio stop being served with their
 * profile; unblocked or undeleted, they are served again).
 */
export async function openUpload(deps: UploadsDeps, id: string) {
  if (!ID.test(id)) return undefined;
  const found = await repo.findUploadOf(deps.db, id);
  if (!found || found.upload.private || HIDDEN_OWNERS.includes(found.ownerActive)) {
    return undefined;
  }
  return openRow(deps, found.upload);
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
 * The caller's own picture of a kind (a photo, a portfolio picture) with its small copy, by
 * id; undefined when it is someone else's, another kind of upload, or unknown.
 */
export async function ownPicture(
  deps: UploadsDeps,
  owner: SessionCaller,
  id: string,
  kindName: 'avatar' | 'portfolio',
) {
  const row = await ownUpload(deps, owner, id);
  const prefix = `${UPLOAD_KINDS[kindName].prefix}/`;
  if (!row?.thumbnailId || !row.storageKey.startsWith(prefix)) return undefined;
  return { id: row.id, url: uploadUrl(row.id), thumbnailUrl: uploadUrl(row.thumbnailId) };
}

/**
 * An upload nobody claims after this long was abandoned (a wizard left half-way, an ID
 * document replaced by a newer one): it is deleted, and identity documents do not linger.
 */
export const ORPHAN_UPLOAD_MS = 7 * 24 * 60 * 60_000;

/** Scheduled work: deletes abandoned uploads and their files; answers how many. */
export async function sweepOrphans(deps: UploadsDeps, now: Date): Promise<number> {
  const keys = await claims.deleteUnclaimed(deps.db, new Date(now.getTime() - ORPHAN_UPLOAD_MS));
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
    ownPicture,
    sweepOrphans,
  });

export type UploadsService = ReturnType<typeof createUploadsService>;
