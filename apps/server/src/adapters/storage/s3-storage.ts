import { createReadStream } from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { assertSafeKey, type FileStorage } from './file-storage';
import { isMissing, type S3Bucket } from './s3-bucket';

/** The whole object's size from `Content-Range: bytes a-b/size`, or its length. */
function sizeOf(contentRange: string | undefined, contentLength: number | undefined): number {
  const whole = contentRange?.match(/\/(\d+)$/)?.[1];
  return whole === undefined ? (contentLength ?? 0) : Number(whole);
}

/** Streams `data` into the object, in parts when large; answers how many bytes there were. */
async function upload(bucket: S3Bucket, object: string, data: Readable): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  // Never a whole file in memory: parts of 8 MB, at most four in flight.
  const transfer = new Upload({
    client: bucket.client,
    params: { Bucket: bucket.name, Key: object, Body: data.pipe(counter) },
    partSize: 8 * 1024 * 1024,
    queueSize: 4,
  });
  data.once('error', (err) => counter.destroy(err));
  await transfer.done();
  return size;
}

/**
 * Files in an S3-compatible bucket (issue 24), under `files/<key>`: every instance reads what
 * any wrote. An object appears whole or not at all, so nothing is ever half-written.
 * Downloads stream through the server (docs/decisions.md: the same access checks, signed
 * links and ranges; the bucket need not be reachable from browsers).
 */
export function createS3Storage(bucket: S3Bucket): FileStorage {
  const objectOf = (key: string) => {
    assertSafeKey(key);
    return bucket.fileObject(key);
  };
  const put: FileStorage['put'] = async (key, data) => {
    const object = objectOf(key);
    if (!Buffer.isBuffer(data)) return { size: await upload(bucket, object, data) };
    await bucket.client.send(
      new PutObjectCommand({ Bucket: bucket.name, Key: object, Body: data }),
    );
    return { size: data.length };
  };
  return {
    put,
    async putFile(key, file) {
      await put(key, createReadStream(file));
    },
    async open(key, range) {
      try {
        const reply = await bucket.client.send(
          new GetObjectCommand({
            Bucket: bucket.name,
            Key: objectOf(key),
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        const stream = reply.Body as Readable;
        return { stream, size: sizeOf(reply.ContentRange, reply.ContentLength) };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      // Removing what is not there succeeds, as on disk.
      await bucket.client.send(
        new DeleteObjectCommand({ Bucket: bucket.name, Key: objectOf(key) }),
      );
    },
    // A put is whole or absent: nothing half-written to sweep.
    sweepPartials: () => Promise.resolve(0),
  };
}
