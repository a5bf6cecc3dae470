// The uploader of `bench/upload.ts`, in its own process: sends a file of `size` random bytes
// through the chunk protocol (10 MB chunks, three at a time, as the web uploader does), then
// merges it, and prints the seconds it took from the first byte to the merged file.
import { randomBytes } from 'node:crypto';
import { CHUNK_SIZE } from '@airwork/shared/delivery/result.schema';
import { chunkFields, multipartBody, type Upload } from '../src/test/chunks';

const [base, token, taskId, sizeText] = process.argv.slice(2) as [string, string, string, string];
const size = Number(sizeText);
const total = Math.max(1, Math.floor(size / CHUNK_SIZE));
// One block of random bytes reused for every chunk: the server cannot tell, the client's
// memory stays small. The last chunk carries the remainder.
const block = randomBytes(2 * CHUNK_SIZE);
const upload: Upload = {
  taskId: Number(taskId),
  identifier: `bench-${Date.now()}`,
  filename: 'bench.zip',
  data: Buffer.alloc(0),
  chunkSize: CHUNK_SIZE,
};
const sizeOf = (n: number) => (n === total ? size - (total - 1) * CHUNK_SIZE : CHUNK_SIZE);

async function send(n: number): Promise<void> {
  const fields = chunkFields({ ...upload, data: { length: size } as Buffer }, n, total, sizeOf(n));
  const body = multipartBody(fields, block.subarray(0, sizeOf(n)));
  const res = await fetch(`${base}/api/uploader/chunk`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: body.payload,
  });
  if (res.status !== 200) throw new Error(`chunk ${n}: ${res.status} ${await res.text()}`);
}

const started = performance.now();
let next = 1;
await Promise.all(
  Array.from({ length: 3 }, async () => {
    while (next <= total) await send(next++);
  }),
);
const merged = await fetch(`${base}/api/uploader/mergeFile`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({
    taskId: upload.taskId,
    filename: upload.filename,
    identifier: upload.identifier,
    totalSize: size,
    type: 'application/zip',
  }),
});
if (merged.status !== 200) throw new Error(`merge: ${merged.status} ${await merged.text()}`);
process.stdout.write(`${JSON.stringify({ seconds: (performance.now() - started) / 1000 })}\n`);
