import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser, type Registered } from '../../test/api';
import { DOCUMENT_LINK_TTL_MS, signDocumentLink } from './document-links';

// Private documents (a pilot's ID scan and certificate): stored like any upload, but reachable
// only through signed links that expire within minutes.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let t: TestApp;
let pilot: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  pilot = await registerUser(t.app, { role_id: 1 });
});
afterAll(async () => {
  await t.close();
});

async function uploadDocument(name: string, type: string, data: Buffer) {
  const boundary = '----airworkdoc';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/utilities/upload?kind=document',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${pilot.token}`,
    },
  });
  return {
    status: res.statusCode,
    body: res.json<{ message: string; result: { id: string; url: string; type: string } }>(),
  };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('private documents', () => {
  it('answer a signed link, never a public address, and serve nothing to be cached', async () => {
    const { body } = await uploadDocument('licence.pdf', 'application/pdf', PDF);
    expect(body.result.type).toBe('application/pdf');
    expect(body.result.url).toMatch(/^\/api\/utilities\/documents\/[0-9a-f]{32}\?expires=\d+&sig=/);
    const file = await get(body.result.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await get(`/api/utilities/files/${body.result.id}`)).statusCode).toBe(404);
  });

  it('refuse a tampered, a forged or an expired link', async () => {
    const { body } = await uploadDocument('id.png', 'image/png', PNG);
    const id = body.result.id;
    // One character of the signature changed (to another one: replacing it with itself would
    // leave the link intact — a 1-in-64 flake of this test's first version).
    const tampered = body.result.url.replace(
      /sig=(.)/,
      (_m, c: string) => `sig=${c === 'x' ? 'y' : 'x'}`,
    );
    expect(tampered).not.toBe(body.result.url);
    expect((await get(tampered)).statusCode).toBe(404);
    expect((await get(signDocumentLink('not-our-secret-at-all', id).url)).statusCode).toBe(404);
    const expired = signDocumentLink(
      t.config.signingSecret,
      id,
      Date.now() - DOCUMENT_LINK_TTL_MS - 1000,
    );
    expect((await get(expired.url)).statusCode).toBe(404);
    const fresh = signDocumentLink(t.config.signingSecret, id);
    expect((await get(fresh.url)).statusCode).toBe(200);
  });

  it('accept pictures and PDFs only, by content, up to 10 MB', async () => {
    const gif = await uploadDocument('scan.png', 'image/png', GIF);
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('upload.type_refused');
    const big = await uploadDocument(
      'big.pdf',
      'application/pdf',
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('upload.too_large');
  });
});
