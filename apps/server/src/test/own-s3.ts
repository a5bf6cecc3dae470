import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Bucket, type S3Bucket } from '../adapters/storage/s3-bucket';

export interface OwnS3 {
  /** The settings an operator would give Airwork for this server. */
  env: Record<string, string>;
  /** A client of the same bucket, to look at what Airwork stored. */
  bucket: S3Bucket;
  /** The keys of every object in the bucket. */
  keys(): Promise<string[]>;
  /** An object's bytes. */
  read(key: string): Promise<Buffer>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server of the test's own (s3rver, from the registry) on a random loopback
 * port, files in a temporary folder, with one bucket; nothing leaves the machine.
 */
export async function startOwnS3(): Promise<OwnS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'airwork-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: `airwork-${Math.random().toString(36).slice(2, 10)}`,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const bucket = createS3Bucket({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  await bucket.client.send(new CreateBucketCommand({ Bucket: bucket.name }));
  return {
    env,
    bucket,
    async keys() {
      const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async read(key) {
      const got = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.name, Key: key }));
      return Buffer.from(await got.Body!.transformToByteArray());
    },
    async stop() {
      bucket.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
