import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Airwork, AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import { uploads } from '../../db/schema/uploads';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
// The start of a Windows executable ("MZ" header), as if renamed to .jpg.
const EXE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
  Buffer.alloc(512),
]);

let t: TestApp;
let client: Registered;
let other: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer }[]) {
  const boundary = '----airworkupload';
  const body = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
          (p.filename ? `; filename="${p.filename}"\r\nContent-Type: ${p.type}` : '') +
          '\r\n\r\n',
      ),
      p.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  user: Registered | undefined,
  parts: { name: string; filename?: string; type?: string; data: Buffer }[],
) {
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/utilities/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; message: string; result: Stored }>(),
  };
}

interface Stored {
  id: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

const rows = async () => (await t.db.select({ n: count() }).from(uploads))[0]!.n;
const storedFiles = async () => {
  const dir = path.join(t.config.dataDir, 'files', 'uploads');
  const users = await readdir(dir).catch(() => []);
  const files = await Promise.all(users.map((u) => readdir(path.join(dir, u))));
  return files.flat();
};

describe('POST /api/utilities/upload', () => {
  it('stores a picture and serves it back with its type, a safe disposition and nosniff', async () => {
    const reply = await upload(client, [
      {
        name: 'file',
        filename: '../../etc/roof north.png',
        type: 'application/octet-stream',
        data: PNG,
      },
    ]);
    expect(reply.body.code).toBe(200);
    expect(reply.body.result).toMatchObject({
      size: PNG.length,
      type: 'image/png',
      name: 'roof north.png',
    });
    const file = await t.app.inject({ method: 'GET', url: reply.body.result.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="roof north.png"; filename*=UTF-8''roof%20north.png`,
    );
  });

  it('streams a larger file through whole', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024, 7)]);
    const reply = await upload(client, [
      { name: 'file', filename: 'big.png', type: 'image/png', data: big },
    ]);
    expect(reply.body.result.size).toBe(big.length);
    const file = await t.app.inject({ method: 'GET', url: reply.body.result.url });
    expect(file.rawPayload.length).toBe(big.length);
  });

  it('refuses an executable renamed to .jpg, by its content, and stores nothing', async () => {
    const [beforeRows, beforeFiles] = [await rows(), (await storedFiles()).length];
    const reply = await upload(client, [
      { name: 'file', filename: 'holiday.jpg', type: 'image/jpeg', data: EXE },
    ]);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('upload.type_refused');
    expect(await rows()).toBe(beforeRows);
    expect((await storedFiles()).length).toBe(beforeFiles);
  });

  it('asks to log in, and refuses a text field instead of the file', async () => {
    expect(
      (await upload(undefined, [{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG }]))
        .status,
    ).toBe(401);
    const field = await upload(client, [{ name: 'note', data: Buffer.from('hello') }]);
    expect(field.status).toBe(400);
    expect(field.body.message).toBe('upload.file_need');
  });

  it('refuses a file over 100 MB with 413, streaming it (never held whole), and keeps nothing', async () => {
    const [beforeRows, beforeFiles] = [await rows(), (await storedFiles()).length];
    const boundary = '----airworkbig';
    const chunk = Buffer.alloc(1024 * 1024, 7);
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      yield PNG;
      for (let mb = 0; mb < 101; mb += 1) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/upload',
      payload: Readable.from(body()),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${client.token}`,
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413 });
    expect(await rows()).toBe(beforeRows);
    expect((await storedFiles()).length).toBe(beforeFiles);
  });

  it('answers 404 for a file that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/utilities/files/${'0'.repeat(32)}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('an Airwork with an attachment', () => {
  const airwork = {
    categoriesIds: '7',
    address: '12 Lakeshore Rd',
    city: 'Kelowna',
    province: 'British Columbia',
    latitude: 49.888,
    longitude: -119.496,
    title: 'Listing video of a lakeside cottage',
    conditions: '1',
    fileFormat: '4K video',
    salary: 480,
    description: 'A two-minute video of the cottage and its shore.',
  };

  it("keeps the client's own upload and shows its location", async () => {
    const stored = await upload(client, [
      { name: 'file', filename: 'plan.png', type: 'image/png', data: PNG },
    ]);
    const saved = await post(
      t.app,
      '/api/tasks/add',
      { ...airwork, uploadFilePath: stored.body.result.url },
      client.token,
    );
    const id = (saved.body.result as { id: number }).id;
    const a = (await post(t.app, '/api/tasks/getTaskById', { taskId: id })).body.result as Airwork;
    expect(a.uploadFilePath).toBe(stored.body.result.url);
    expect(a.uploadFileType).toBe('image/png');
    // A search's page reads the attachment's type and the client's name as the Airwork's
    // own page does.
    const found = (
      await post(t.app, '/api/tasks/searchTasks', {
        keywords: 'lakeside cottage',
        sort: 'price_asc',
      })
    ).body.result as AirworkPage;
    const listed = found.data.find((d) => d.id === id);
    expect(listed).toMatchObject({ uploadFileType: 'image/png', userName: client.username });
    // And one without an attachment has none.
    const plain = (await post(t.app, '/api/tasks/add', airwork, client.token)).body.result as {
      id: number;
    };
    const again = (await post(t.app, '/api/tasks/searchTasks', { keywords: 'lakeside cottage' }))
      .body.result as AirworkPage;
    expect(again.data.find((d) => d.id === plain.id)).toMatchObject({
      uploadFileType: null,
      userName: client.username,
    });
  });

  it('keeps the attachment on an edit that sends it back, and drops it on one that leaves it out', async () => {
    const stored = await upload(client, [
      { name: 'file', filename: 'plan.png', type: 'image/png', data: PNG },
    ]);
    const url = stored.body.result.url;
    const saved = await post(
      t.app,
      '/api/tasks/add',
      { ...airwork, uploadFilePath: url },
      client.token,
    );
    const id = (saved.body.result as { id: number }).id;
    const read = async () =>
      (await post(t.app, '/api/tasks/getTaskById', { taskId: id })).body.result as Airwork;
    const edit = (changes: object) =>
      post(t.app, '/api/tasks/add', { ...airwork, id, ...changes }, client.token);
    expect((await edit({ title: 'Renamed', uploadFilePath: url })).body.code).toBe(200);
    expect(await read()).toMatchObject({ title: 'Renamed', uploadFilePath: url });
    expect((await edit({ title: 'Renamed again' })).body.code).toBe(200);
    expect(await read()).toMatchObject({ title: 'Renamed again', uploadFilePath: null });
  });

  it("refuses someone else's upload as an attachment", async () => {
    const theirs = await upload(other, [
      { name: 'file', filename: 'x.png', type: 'image/png', data: PNG },
    ]);
    const saved = await post(
      t.app,
      '/api/tasks/add',
      { ...airwork, uploadFilePath: theirs.body.result.url },
      client.token,
    );
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe('task.attachment_unknown');
  });
});
