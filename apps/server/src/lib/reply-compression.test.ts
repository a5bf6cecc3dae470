import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../test/build-test-app';
import { buildSearchTestApp } from '../test/search-app';

// A phone on a slow network downloads the API's answers too: a page of Airworks goes out
// compressed when the browser says it can read it, and exactly as before otherwise.
let t: TestApp;
beforeAll(async () => {
  t = await buildSearchTestApp(40);
});
afterAll(() => t.close());

const search = (acceptEncoding?: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tasks/searchTasks',
    payload,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('API replies', () => {
  it('go out as brotli to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await search();
    const br = await search('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  });

  it('go out as gzip when that is all the client reads', async () => {
    const gz = await search('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const page = JSON.parse(gunzipSync(gz.rawPayload).toString()) as { code: number };
    expect(page.code).toBe(200);
  });

  it('of a kept page are compressed once for everyone, in each encoding asked', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const gzip = vi.spyOn(zlib, 'gzip');
    try {
      // A page no other test asks for: kept from its second ask on.
      const body = { page: 2 };
      const plain = (await search(undefined, body)).json<unknown>();
      const replies = [];
      for (const asked of ['br', 'gzip', 'br', 'br', 'gzip']) {
        replies.push(await search(asked, body));
      }
      const decoded = replies.map((r): unknown =>
        JSON.parse(
          (r.headers['content-encoding'] === 'br' ? brotliDecompressSync : gunzipSync)(
            r.rawPayload,
          ).toString(),
        ),
      );
      expect(replies.map((r) => r.headers['content-encoding'])).toEqual([
        'br',
        'gzip',
        'br',
        'br',
        'gzip',
      ]);
      for (const page of decoded) expect(page).toEqual(plain);
      // Compressed once per encoding.
      expect(brotli.mock.calls.length).toBe(1);
      expect(gzip.mock.calls.length).toBe(1);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it('go out plain to a client that asks for nothing, or refuses both', async () => {
    for (const asked of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const reply = await search(asked);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.json<{ code: number }>().code).toBe(200);
    }
  });

  it('stay plain when they are small', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/member/loadClientInfo',
      payload: {},
      headers: { 'accept-encoding': 'br' },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });
});
