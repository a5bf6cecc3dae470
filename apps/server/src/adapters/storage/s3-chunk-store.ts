import { createHash } from 'node:crypto';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import {
  ChunkSizeError,
  exactlyBytes,
  samePlan,
  type ChunkPlan,
  type ChunkStore,
} from './chunk-store';
import type { FileDigest } from './running-digest';
import { isMissing, type S3Bucket } from './s3-bucket';

/** An upload's multipart upload, as every instance finds it. */
export interface MultipartUpload {
  uploadKey: string;
  plan: ChunkPlan;
  multipartId: string;
  /** The merged file's key in the file storage (its object: `bucket.fileObject(fileKey)`). */
  fileKey: string;
}

/**
 * Where instances agree on each upload's multipart upload and its parts (the database's
 * `result_chunk_uploads`, `result_chunk_parts`): S3's own ListParts is not on every
 * S3-compatible server, and one multipart upload per upload must win a race of first chunks.
 */
export interface MultipartLedger {
  /** Records `upload` unless its upload key has one; answers the one recorded. */
  open(upload: MultipartUpload): Promise<MultipartUpload>;
  find(uploadKey: string): Promise<MultipartUpload | undefined>;
  /** Records part `n` as stored whole (again: its new ETag), and the upload as active now. */
  recordPart(uploadKey: string, n: number, etag: string, sizeBytes: number): Promise<void>;
  forgetPart(uploadKey: string, n: number): Promise<void>;
  hasPart(uploadKey: string, n: number): Promise<boolean>;
  parts(uploadKey: string): Promise<{ partNumber: number; etag: string; sizeBytes: number }[]>;
  remove(uploadKey: string): Promise<void>;
  /**
   * Forgets and answers the uploads no chunk arrived to since `before`, each to one caller
   * only (instances sweeping at once split them).
   */
  claimQuiet(before: Date): Promise<MultipartUpload[]>;
}

/** S3's smallest part but the last: a plan with smaller chunks cannot be completed. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;

/** Hashes what streams through it and keeps its first `headBytes` bytes. */
async function digestOf(stream: Readable, headBytes: number): Promise<FileDigest> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let bytes = 0;
  for await (const part of stream) {
    const buffer = part as Buffer;
    if (bytes < headBytes) head.push(buffer.subarray(0, headBytes - bytes));
    bytes += buffer.length;
    hash.update(buffer);
  }
  return { bytes, sha256: hash.digest('hex'), head: Buffer.concat(head) };
}

async function abort(bucket: S3Bucket, upload: MultipartUpload): Promise<void> {
  const command = new AbortMultipartUploadCommand({
    Bucket: bucket.name,
    Key: bucket.fileObject(upload.fileKey),
    UploadId: upload.multipartId,
  });
  // Not every S3-compatible server can abort (s3rver cannot); a bucket lifecycle rule removes
  // what is left (docs/operations.md).
  await bucket.client.send(command).catch(() => undefined);
}

/** Starts the upload's multipart upload, unless another instance's first chunk did; answers the one recorded. */
async function startUpload(
  bucket: S3Bucket,
  ledger: MultipartLedger,
  uploadKey: string,
  plan: ChunkPlan,
): Promise<MultipartUpload> {
  // Named by the upload, not by chance: racing merges complete one object.
  const fileKey = `results/${uploadKey}`;
  const created = await bucket.client.send(
    new CreateMultipartUploadCommand({ Bucket: bucket.name, Key: bucket.fileObject(fileKey) }),
  );
  const mine = { uploadKey, plan, multipartId: created.UploadId!, fileKey };
  const recorded = await ledger.open(mine);
  if (recorded.multipartId !== mine.multipartId) await abort(bucket, mine);
  return recorded;
}

/**
 * Sends `data` as part `n`, exactly `size` bytes; answers its ETag. A body that turns out
 * longer or shorter than declared stops the request (ChunkSizeError): a part's Content-Length
 * is sent first, and S3 would otherwise wait for bytes that never come.
 */
async function sendPart(
  bucket: S3Bucket,
  upload: MultipartUpload,
  n: number,
  size: number,
  data: Readable,
): Promise<string> {
  const stop = new AbortController();
  const body = exactlyBytes(size);
  const refuse = (err: Error) => {
    body.destroy(err);
    stop.abort(err);
  };
  body.once('error', refuse);
  data.once('error', refuse);
  data.pipe(body);
  try {
    const reply = await bucket.client.send(
      new UploadPartCommand({
        Bucket: bucket.name,
        Key: bucket.fileObject(upload.fileKey),
        UploadId: upload.multipartId,
        PartNumber: n,
        Body: body,
        ContentLength: size,
      }),
      { abortSignal: stop.signal },
    );
    return reply.ETag!;
  } catch (err) {
    if (stop.signal.aborted) throw stop.signal.reason as Error;
    throw err;
  }
}

/**
 * Completes the multipart upload (S3 joins the parts) and reads the object once for its
 * SHA-256 and first bytes; undefined when a racing merge completed it first.
 */
async function completed(
  bucket: S3Bucket,
  upload: MultipartUpload,
  parts: { partNumber: number; etag: string }[],
  headBytes: number,
): Promise<FileDigest | undefined> {
  const object = bucket.fileObject(upload.fileKey);
  try {
    await bucket.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket.name,
        Key: object,
        UploadId: upload.multipartId,
        MultipartUpload: {
          Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })),
        },
      }),
    );
    const got = await bucket.client.send(
      new GetObjectCommand({ Bucket: bucket.name, Key: object }),
    );
    return await digestOf(got.Body as Readable, headBytes);
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

/**
 * Result uploads in S3-compatible storage (issue 24): chunk n is part n of one multipart
 * upload per upload, whichever instance it reaches, and the merge completes it — S3 joins the
 * parts into the stored file, no byte is copied. The file's SHA-256 is read by streaming the
 * object once after (parts may reach any instance, in any order). Each chunk is at least 5 MB
 * but the last (the web app sends 10 MB), S3's rule for parts.
 */
export function createS3ChunkStore(
  bucket: S3Bucket,
  ledger: MultipartLedger,
  headBytes = 0,
): ChunkStore {
  const keyOf = (owner: number, taskId: number, identifier: string) =>
    `${taskId}/${createHash('sha256').update(`${owner}:${identifier}`).digest('hex').slice(0, 40)}`;
  const keyOfPlan = (owner: number, plan: ChunkPlan) => keyOf(owner, plan.taskId, plan.identifier);
  const started = async (owner: number, plan: ChunkPlan) => {
    const upload = await ledger.find(keyOfPlan(owner, plan));
    if (!upload) throw new ChunkSizeError('no such upload');
    return upload;
  };

  return {
    async plan(owner, plan) {
      const uploadKey = keyOfPlan(owner, plan);
      const known = await ledger.find(uploadKey);
      if (known) return samePlan(known.plan, plan);
      if (plan.totalChunks > 1 && plan.chunkSize < S3_MIN_PART_BYTES) return false;
      return samePlan((await startUpload(bucket, ledger, uploadKey, plan)).plan, plan);
    },
    async readPlan(owner, taskId, identifier) {
      return (await ledger.find(keyOf(owner, taskId, identifier)))?.plan;
    },
    has: (owner, plan, n) => ledger.hasPart(keyOfPlan(owner, plan), n),
    async put(owner, plan, n, size, data) {
      const upload = await started(owner, plan);
      // Unmarked while it is sent: a re-send cut short leaves the chunk to be sent again.
      await ledger.forgetPart(upload.uploadKey, n);
      const etag = await sendPart(bucket, upload, n, size, data);
      await ledger.recordPart(upload.uploadKey, n, etag, size);
    },
    async store(owner, plan) {
      const upload = await ledger.find(keyOfPlan(owner, plan));
      if (!upload) return undefined;
      const parts = await ledger.parts(upload.uploadKey);
      const digest = await completed(bucket, upload, parts, headBytes);
      return digest && { key: upload.fileKey, ...digest };
    },
    async remove(owner, taskId, identifier) {
      const upload = await ledger.find(keyOf(owner, taskId, identifier));
      if (!upload) return;
      await ledger.remove(upload.uploadKey);
      // Completed already: nothing to abort; otherwise its parts go.
      await abort(bucket, upload);
    },
    async sweep(before) {
      const quiet = await ledger.claimQuiet(before);
      for (const upload of quiet) await abort(bucket, upload);
      return quiet.length;
    },
    // A part is stored whole or not at all: nothing half-written to sweep.
    sweepPartials: () => Promise.resolve(0),
  };
}
