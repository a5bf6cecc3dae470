import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes brotli and gzip versions beside every text file of the built web app, once, at build
 * time; the server sends them to browsers that accept them (@fastify/static `preCompressed`).
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(name)) yield full;
  }
}

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
let count = 0;
for (const file of files(dist)) {
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), dist)} (br, gz)`);
