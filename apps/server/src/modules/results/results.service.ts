import { createHash, randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { Role } from '@airwork/shared/accounts/account-constants';
import { transitionFor } from '@airwork/shared/airworks/airwork-states';
import {
  expectedChunkSize,
  type ChunkFields,
  type MergeFileRequest,
  type ResultFile,
} from '@airwork/shared/delivery/result.schema';
import {
  ChunkSizeError,
  type ChunkPlan,
  type ChunkStore,
} from '../../adapters/storage/chunk-store';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import { moveAirwork, TaskMessage } from '../airworks/airwork-lifecycle';
import { lockForDelivery, parties } from '../delivery/delivery.repository';
import { signSubject, verifyDocumentLink } from '../uploads/document-links';
import * as repo from './results.repository';

export const ResultMessage = {
  notAllowed: 'upload.not_allowed',
  chunkSize: 'upload.chunk_size_mismatch',
  incomplete: 'upload.incomplete',
  sizeMismatch: 'upload.size_mismatch',
} as const;

/** Result links work for an hour: long enough for a big download to start from the page. */
const RESULT_LINK_TTL_MS = 60 * 60_000;

/** The statuses in which the assigned pilot may upload (scheduled to completed). */
const UPLOADING = new Set([3, 4, 5, 6]);

export interface ResultsDeps {
  db: Db;
  storage: FileStorage;
  chunks: ChunkStore;
  signingSecret: string;
}

/** Only the assigned pilot, only while the Airwork is being delivered. */
async function assertUploader(deps: ResultsDeps, caller: SessionCaller, taskId: number) {
  const p = await parties(deps.db, taskId);
  if (!p) throw notFound(TaskMessage.notFound);
  if (p.pilotId !== caller.userId) throw forbidden();
  if (!UPLOADING.has(p.status)) throw conflict(ResultMessage.notAllowed);
}

function planOf(f: ChunkFields): { plan: ChunkPlan; size: number } {
  const size = expectedChunkSize(f);
  if (size === undefined || f.currentChunkSize !== size) throw badRequest(ResultMessage.chunkSize);
  const { taskId, identifier, filename, totalSize, chunkSize, totalChunks } = f;
  return { plan: { taskId, identifier, filename, totalSize, chunkSize, totalChunks }, size };
}

/** `GET /api/uploader/chunk`: whether that chunk is already stored (so the upload skips it). */
export async function hasChunk(deps: ResultsDeps, caller: SessionCaller, f: ChunkFields) {
  await assertUploader(deps, caller, f.taskId);
  const { plan, size } = planOf(f);
  return deps.chunks.has(caller.userId, plan, f.chunkNumber, size);
}

/** `POST /api/uploader/chunk`: stores one chunk of exactly its declared size. */
export async function receiveChunk(
  deps: ResultsDeps,
  caller: SessionCaller,
  f: ChunkFields,
  data: Readable,
): Promise<void> {
  await assertUploader(deps, caller, f.taskId);
  const { plan, size } = planOf(f);
  if (!(await deps.chunks.plan(caller.userId, plan))) throw badRequest(ResultMessage.chunkSize);
  try {
    await deps.chunks.put(caller.userId, plan, f.chunkNumber, size, data);
  } catch (err) {
    if (err instanceof ChunkSizeError) throw badRequest(ResultMessage.chunkSize);
    throw err;
  }
}

/** Hashes what streams through, for the record (the stored file can be checked against it). */
function hashing() {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/**
 * Streams the chunks, in order, through SHA-256 into storage under `key`; undefined when a
 * chunk vanished on the way (nothing is kept then). `pipe` does not pass a source's error on,
 * so it is forwarded by hand: otherwise the write would wait forever.
 */
async function storeJoined(
  deps: ResultsDeps,
  caller: SessionCaller,
  plan: ChunkPlan,
  key: string,
): Promise<{ bytes: number; sha256: string } | undefined> {
  const source = deps.chunks.read(caller.userId, plan);
  const hash = hashing();
  source.on('error', (err) => hash.stream.destroy(err));
  try {
    const { size } = await deps.storage.put(key, source.pipe(hash.stream));
    return { bytes: size, sha256: hash.digest() };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * `/api/uploader/mergeFile`: joins the chunks into the stored file (streamed, so memory stays
 * flat at any size), checks the total, records the file and moves the Airwork to Uploading.
 * Merging an upload already merged returns its record.
 */
export async function mergeFile(deps: ResultsDeps, caller: SessionCaller, r: MergeFileRequest) {
  await assertUploader(deps, caller, r.taskId);
  const known = await repo.findByIdentifier(deps.db, r.taskId, r.identifier);
  if (known) return toResultFile(deps, known);
  try {
    return await joinAndRecord(deps, caller, r);
  } catch (err) {
    // A racing merge of the same upload may have finished first and taken its chunks away.
    const done = await repo.findByIdentifier(deps.db, r.taskId, r.identifier);
    if (done) return toResultFile(deps, done);
    throw err;
  }
}

async function joinAndRecord(deps: ResultsDeps, caller: SessionCaller, r: MergeFileRequest) {
  const plan = await deps.chunks.readPlan(caller.userId, r.taskId, r.identifier);
  if (!plan || plan.totalSize !== r.totalSize) throw badRequest(ResultMessage.sizeMismatch);
  for (let n = 1; n <= plan.totalChunks; n += 1) {
    const size = expectedChunkSize({ ...plan, chunkNumber: n })!;
    if (!(await deps.chunks.has(caller.userId, plan, n, size))) {
      throw conflict(ResultMessage.incomplete);
    }
  }
  const key = `results/${r.taskId}/${randomBytes(12).toString('hex')}`;
  const size = await storeJoined(deps, caller, plan, key);
  if (size === undefined) throw conflict(ResultMessage.incomplete);
  if (size.bytes !== r.totalSize) {
    await deps.storage.remove(key);
    throw badRequest(ResultMessage.sizeMismatch);
  }
  const row = await record(deps, caller, r, { key, size: size.bytes, sha256: size.sha256 });
  if (row.storageKey !== key) await deps.storage.remove(key);
  await deps.chunks.remove(caller.userId, r.taskId, r.identifier);
  return toResultFile(deps, row);
}

const SAFE_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/i;

async function record(
  deps: ResultsDeps,
  caller: SessionCaller,
  r: MergeFileRequest,
  stored: { key: string; size: number; sha256: string },
) {
  return deps.db.transaction(async (tx) => {
    const a = await lockForDelivery(tx, r.taskId);
    if (!a || a.pilotId !== caller.userId || !UPLOADING.has(a.status)) {
      throw conflict(ResultMessage.notAllowed);
    }
    const t = transitionFor('upload', a.status, 'pilot');
    if (t)
      await moveAirwork(tx, { id: a.id, from: a.status, transition: t, actorId: caller.userId });
    return repo.insertResult(tx, {
      airworkId: r.taskId,
      pilotId: caller.userId,
      storageKey: stored.key,
      filename: r.filename,
      contentType: r.type && SAFE_TYPE.test(r.type) ? r.type : 'application/octet-stream',
      sizeBytes: stored.size,
      sha256: stored.sha256,
      identifier: r.identifier,
    });
  });
}

const subject = (id: number) => `result:${id}`;

function toResultFile(deps: ResultsDeps, row: repo.ResultRow): ResultFile {
  const { expires, sig } = signSubject(deps.signingSecret, subject(row.id), RESULT_LINK_TTL_MS);
  return {
    id: row.id,
    filename: row.filename,
    size: row.sizeBytes,
    type: row.contentType,
    url: `/api/tasks/results/${row.id}?expires=${expires}&sig=${sig}`,
    createTime: row.createdAt.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** `/api/tasks/getResult`: the files, for the Airwork's client, its pilot and admins. */
export async function results(deps: ResultsDeps, caller: SessionCaller, taskId: number) {
  const p = await parties(deps.db, taskId);
  if (!p) throw notFound(TaskMessage.notFound);
  const party = caller.userId === p.clientId || caller.userId === p.pilotId;
  if (!party && caller.roleId !== Role.admin) throw forbidden();
  return (await repo.listResults(deps.db, taskId)).map((row) => toResultFile(deps, row));
}

/** A result file through a signed link that has not expired. */
export async function openResult(
  deps: ResultsDeps,
  id: number,
  link: { expires: number; sig: string },
) {
  if (!verifyDocumentLink(deps.signingSecret, subject(id), link.expires, link.sig))
    return undefined;
  const row = await repo.findResult(deps.db, id);
  const file = row && (await deps.storage.open(row.storageKey));
  return file && { ...file, contentType: row.contentType, name: row.filename, sha256: row.sha256 };
}

export const createResultsService = (deps: ResultsDeps) =>
  bindUseCases(deps, { hasChunk, receiveChunk, mergeFile, results, openResult });

export type ResultsService = ReturnType<typeof createResultsService>;
