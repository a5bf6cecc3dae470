import type { FastifyInstance } from 'fastify';
import type { UploadKindName } from '@airwork/shared/uploads/upload.transfers';
import type { Registered } from './api';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

/** Uploads `data` as a private document of `user` (or another kind); answers its id and link. */
export async function uploadDocument(
  app: FastifyInstance,
  user: Registered,
  data: Buffer = PNG,
  name = 'id.png',
  kind: UploadKindName = 'document',
): Promise<{ id: string; url: string }> {
  const boundary = '----airworkdoc';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/utilities/upload?kind=${kind}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${user.token}`,
    },
  });
  return res.json<{ result: { id: string; url: string } }>().result;
}
