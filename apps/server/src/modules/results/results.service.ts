import { ResultOutcome } from '@airwork/shared/delivery/result.calls';
import { TaskOutcome } from '@airwork/shared/airworks/airwork.calls';
import type { Readable } from 'node:stream';
import {
  expectedChunkSize,
  type ChunkFields,
  type MergeFileRequest,
  type ResultFile,
} from '@airwork/shared/delivery/result.schema';
import { actorOf, isParty, mayDo } from '@airwork/shared/airworks/airwork-viewers';
import { stateOfRow } from '@airwork/shared/airworks/airwork-graph';
import {
  ChunkSizeError,
  type ChunkPlan,
  type ChunkStore,
} from '../../adapters/storage/chunk-store';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { FileDigest } from '../../adapters/storage/running-digest';
import type { Db } from '../../db/client';
import { forbidden, refuse } from '../../lib/app-error';
import { byteRangeOf } from '../../lib/byte-range';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import type { AirworkMoves } from '../airworks/airwork-lifecycle';
import { airworkFacts, airworkParties } from '../airworks/airworks.access';
import { signSubject, verifyDocumentLink } from '../uploads/document-links';
import { contentTypeOf, isInline, isPreviewed, makePreview, photoPosition } from './result-media';
import * as repo from './results.repository';

/** Result links work for an hour: long enough for a big download to start from the page. */
const RESULT_LINK_TTL_MS = 60 * 60_000;

export interface ResultsDeps {
  db: Db;
  /** The one way an Airwork moves (airwork-lifecycle.ts): the first file starts the upload. */
  moves: AirworkMoves;
  storage: FileStorage;
  chunks: ChunkStore;
  signingSecret: string;
  now: () => Date;
}

/**
 * An upload nothing was sent to for this long is abandoned and its chunks removed (disk is
 * finite); a pilot back after a week chooses the file again and it uploads from the start.
 */
export const ABANDONED_UPLOAD_MS = 7 * 24 * 60 * 60_000;

/** Scheduled work: removes the chunks of abandoned uploads; answers how many uploads. */
export async function sweepChunks(deps: ResultsDeps): Promise<number> {
  return deps.chunks.sweep(new Date(deps.now().getTime() - ABANDONED_UPLOAD_MS));
}

/**
 * Removes files and chunks left half-written by a process that died mid-write (a merge killed
 * part-way leaves up to the whole joined file); `startup`: this process has written nothing yet.
 */
export async function sweepPartials(deps: ResultsDeps, startup: boolean): Promise<number> {
  const [files, chunks] = await Promise.all([
    deps.storage.sweepPartials(startup),
    deps.chunks.sweepPartials(startup),
  ]);
  return files + chunks;
}

/** Files may arrive from the flight day's schedule until the client accepts the results. */
const mayUpload = (a: { status: number; acceptedAt: Date | null }) =>
  mayDo('upload', stateOfRow(a));

/** Only the assigned pilot, only while the Airwork is being delivered. */
async function assertUploader(deps: ResultsDeps, caller: SessionCaller, taskId: number) {
  const a = await airworkFacts(deps.db, taskId);
  if (!a) throw refuse(TaskOutcome.notFound);
  if (actorOf(caller, a) !== 'hiredPilot') throw forbidden();
  if (!mayUpload(a)) throw refuse(ResultOutcome.notAllowed);
}

function planOf(f: ChunkFields): { plan: ChunkPlan; size: number } {
  const size = expectedChunkSize(f);
  if (size === undefined || f.currentChunkSize !== size) throw refuse(ResultOutcome.chunkSize);
  const { taskId, identifier, filename, totalSize, chunkSize, totalChunks } = f;
  return { plan: { taskId, identifier, filename, totalSize, chunkSize, totalChunks }, size };
}

/** `GET /api/uploader/chunk`: whether that chunk is already stored (so the upload skips it). */
export async function hasChunk(deps: ResultsDeps, caller: SessionCaller, f: ChunkFields) {
  await assertUploader(deps, caller, f.taskId);
  const { plan } = planOf(f);
  return deps.chunks.has(caller.userId, plan, f.chunkNumber);
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
  if (!(await deps.chunks.plan(caller.userId, plan))) throw refuse(ResultOutcome.chunkSize);
  try {
    await deps.chunks.put(caller.userId, plan, f.chunkNumber, size, data);
  } catch (err) {
    // A chunk cut short, by its size or by the uploader going away (a reload), is not kept.
    const cut = (err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
    if (err instanceof ChunkSizeError || cut) throw refuse(ResultOutcome.chunkSize);
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
  if (!plan || plan.totalSize !== r.totalSize) throw refuse(ResultOutcome.sizeMismatch);
  for (let n = 1; n <= plan.totalChunks; n += 1) {
    if (!(await deps.chunks.has(caller.userId, plan, n))) throw refuse(ResultOutcome.incomplete);
  }
  // Stored as it lies (a link on the same disk, the multipart upload completed in S3): the
  // bytes were written once, as they came.
  const stored = await deps.chunks.store(caller.userId, plan);
  if (stored === undefined) throw refuse(ResultOutcome.incomplete);
  const { key } = stored;
  if (stored.bytes !== r.totalSize) {
    await deps.storage.remove(key);
    throw refuse(ResultOutcome.sizeMismatch);
  }
  const row = await record(deps, caller, r, stored);
  if (row.storageKey !== key) await deps.storage.remove(key);
  await deps.chunks.remove(caller.userId, r.taskId, r.identifier);
  return toResultFile(deps, row);
}

async function record(
  deps: ResultsDeps,
  caller: SessionCaller,
  r: MergeFileRequest,
  stored: FileDigest & { key: string },
) {
  const contentType = await contentTypeOf(stored.head, r.type);
  const position = await photoPosition(stored.head, contentType);
  const request = {
    taskId: r.taskId,
    action: 'upload',
    by: caller,
    refuse: () => refuse(ResultOutcome.notAllowed),
    // The first file moves the Airwork to "uploading"; more may come until the client accepts.
    orStay: mayUpload,
  } as const;
  return deps.moves.run(request, async (tx, _, move) => {
    await move();
    return repo.insertResult(tx, {
      airworkId: r.taskId,
      pilotId: caller.userId,
      storageKey: stored.key,
      filename: r.filename,
      contentType,
      sizeBytes: stored.bytes,
      sha256: stored.sha256,
      identifier: r.identifier,
      ...position,
      createdAt: deps.now(),
    });
  });
}

const subject = (id: number) => `result:${id}`;

function toResultFile(deps: ResultsDeps, row: repo.ResultRow): ResultFile {
  const { expires, sig } = signSubject(deps.signingSecret, subject(row.id), RESULT_LINK_TTL_MS);
  const link = `?expires=${expires}&sig=${sig}`;
  const url = `/api/tasks/results/${row.id}${link}`;
  return {
    id: row.id,
    filename: row.filename,
    size: row.sizeBytes,
    type: row.contentType,
    url,
    uploadFiles: url,
    thumbnailUrl: isPreviewed(row.contentType)
      ? `/api/tasks/results/${row.id}/thumbnail${link}`
      : null,
    createTime: row.createdAt.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** `/api/tasks/getResult`: the files, for the Airwork's client, its pilot and admins. */
export async function results(deps: ResultsDeps, caller: SessionCaller, taskId: number) {
  const p = await airworkParties(deps.db, taskId);
  if (!p) throw refuse(TaskOutcome.notFound);
  if (!isParty(actorOf(caller, p))) throw forbidden();
  return (await repo.listResults(deps.db, taskId)).map((row) => toResultFile(deps, row));
}

type SignedLink = { expires: number; sig: string };

async function signedRow(deps: ResultsDeps, id: number, link: SignedLink) {
  if (!verifyDocumentLink(deps.signingSecret, subject(id), link.expires, link.sig)) {
    return undefined;
  }
  return repo.findResult(deps.db, id);
}

/**
 * A result file through a signed link that has not expired: the whole, or the byte range the
 * `Range` header asks (video players seek with them), or `'unsatisfiable'` for a range outside.
 */
export async function openResult(
  deps: ResultsDeps,
  id: number,
  link: SignedLink,
  rangeHeader?: string,
) {
  const row = await signedRow(deps, id, link);
  if (!row) return undefined;
  const range = byteRangeOf(rangeHeader, row.sizeBytes);
  if (range === 'unsatisfiable') return { unsatisfiable: true as const, size: row.sizeBytes };
  const file = await deps.storage.open(row.storageKey, range);
  if (!file) return undefined;
  return {
    unsatisfiable: false as const,
    stream: file.stream,
    size: file.size,
    range,
    contentType: row.contentType,
    inline: isInline(row.contentType),
    name: row.filename,
    sha256: row.sha256,
  };
}

/**
 * A picture's preview through the file's signed link, made on first request and kept in
 * storage beside the file; undefined for other files or an unreadable picture.
 */
export async function openPreview(deps: ResultsDeps, id: number, link: SignedLink) {
  const row = await signedRow(deps, id, link);
  if (!row || !isPreviewed(row.contentType)) return undefined;
  const key = `previews/results/${row.id}.webp`;
  const kept = await deps.storage.open(key);
  if (kept) return kept;
  const original = await deps.storage.open(row.storageKey);
  const preview = original && (await makePreview(original.stream));
  if (!preview) return undefined;
  await deps.storage.put(key, preview);
  return deps.storage.open(key);
}

export const createResultsService = (deps: ResultsDeps) =>
  bindUseCases(deps, {
    hasChunk,
    receiveChunk,
    mergeFile,
    results,
    openResult,
    openPreview,
    sweepChunks,
    sweepPartials,
  });

export type ResultsService = ReturnType<typeof createResultsService>;
