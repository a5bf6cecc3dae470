import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// The uploader's side of the chunk protocol, for API tests: one chunk at a time, as the spec's
// client (simple-uploader) sends them — the fields, then the file.

export interface Upload {
  taskId: number;
  identifier: string;
  filename: string;
  data: Buffer;
  chunkSize: number;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The uploader's plan: floor(total / chunk) chunks, the last one carrying the remainder. */
export function chunksOf(u: Upload) {
  const total = Math.max(1, Math.floor(u.data.length / u.chunkSize));
  return Array.from({ length: total }, (_, i) => {
    const start = i * u.chunkSize;
    const end = i === total - 1 ? u.data.length : start + u.chunkSize;
    return { chunkNumber: i + 1, totalChunks: total, bytes: u.data.subarray(start, end) };
  });
}

export function chunkFields(u: Upload, chunkNumber: number, totalChunks: number, size: number) {
  return {
    chunkNumber: String(chunkNumber),
    totalChunks: String(totalChunks),
    chunkSize: String(u.chunkSize),
    currentChunkSize: String(size),
    totalSize: String(u.data.length),
    identifier: u.identifier,
    filename: u.filename,
    relativePath: u.filename,
    taskId: String(u.taskId),
  };
}

export function multipartBody(fields: Record<string, string>, file?: Buffer, filename = 'blob') {
  const boundary = `----airworkchunk${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function sendChunk(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  bytes: Buffer,
) {
  const body = multipartBody(fields, bytes);
  const reply = await app.inject({
    method: 'POST',
    url: '/api/uploader/chunk',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: reply.statusCode, body: reply.json<{ message: string }>() };
}

export async function testChunk(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
) {
  const reply = await app.inject({
    method: 'GET',
    url: `/api/uploader/chunk?${new URLSearchParams(fields).toString()}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return reply.statusCode;
}

/** Sends the chunks from `from` (1-based) up to `to`, skipping those already stored. */
export async function sendChunks(
  app: FastifyInstance,
  token: string,
  u: Upload,
  from = 1,
  to = Infinity,
) {
  for (const c of chunksOf(u)) {
    if (c.chunkNumber < from || c.chunkNumber > to) continue;
    const fields = chunkFields(u, c.chunkNumber, c.totalChunks, c.bytes.length);
    if ((await testChunk(app, token, fields)) === 200) continue;
    const sent = await sendChunk(app, token, fields, c.bytes);
    if (sent.status !== 200) throw new Error(`chunk ${c.chunkNumber}: ${sent.body.message}`);
  }
}
