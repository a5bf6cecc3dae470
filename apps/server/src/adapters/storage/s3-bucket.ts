import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';

/** One bucket of an S3-compatible service, and where each kind of object lives in it. */
export interface S3Bucket {
  client: S3Client;
  name: string;
  /** A stored file's object (FileStorage keys: `results/…`, `documents/…`). */
  fileObject(key: string): string;
}

export function createS3Bucket(config: S3Config): S3Bucket {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload,
    // in aws-chunked encoding) is not understood by every S3-compatible server, and each part's
    // size is checked by the server (its Content-Length) and the whole file's SHA-256 by us.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, name: config.bucket, fileObject: (key) => `files/${key}` };
}

/** Whether S3 answered that the object (or upload) is not there. */
export function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return (
    err.name === 'NoSuchKey' ||
    err.name === 'NotFound' ||
    err.name === 'NoSuchUpload' ||
    err.$metadata.httpStatusCode === 404
  );
}
