import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// The built web app as a phone meets it: compressed, hashed files cached for good, the page
// itself always revalidated.
const script = `export const hello = ${JSON.stringify('x'.repeat(4000))};\n`;
let root: string;
let t: TestApp;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'airwork-dist-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Airwork</title>');
  const file = path.join(root, 'assets', 'index-abc123.js');
  await writeFile(file, script);
  await writeFile(`${file}.br`, brotliCompressSync(script));
  await writeFile(`${file}.gz`, gzipSync(script));
  t = await buildTestApp({ webRoot: root });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends brotli or gzip as the browser accepts, and the plain file otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed files for a year and has the page revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
