import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { unzipSync } from 'fflate';
import type { ExportResult } from '@airwork/shared/accounts/privacy.calls';
import { post, registerUser, type Registered } from '../../test/api';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let t: TestApp;
let owner: Registered;
let other: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

function multipart(data: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = '----airworktest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function newAd(user: Registered): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/classifieds',
    headers: { authorization: `Bearer ${user.token}` },
    payload: {
      name: 'Aparat z obiektywem',
      description: 'Aparat w bardzo dobrym stanie, z ładowarką.',
      category: 5,
      voivodeship: 6,
    },
  });
  return res.json<{ classified: { _id: string } }>().classified._id;
}

async function upload(user: Registered | undefined, adId: string, data: Buffer, type?: string) {
  const body = multipart(data, 'x', type);
  const res = await t.app.inject({
    method: 'POST',
    url: `/classifieds/${adId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json<{ url?: string; errors?: string[] }>() };
}

const storedFiles = async () => {
  try {
    return (await readdir(path.join(t.config.dataDir, 'files'), { recursive: true })).filter((f) =>
      f.includes('.'),
    );
  } catch {
    return [];
  }
};

describe('ad photos', () => {
  it('stores a photo of your own ad and serves it with the ad', async () => {
    const adId = await newAd(owner);
    const reply = await upload(owner, adId, PNG);
    expect(reply.status).toBe(201);
    expect(reply.body.url).toMatch(/^\/classifieds\/photos\/[0-9a-f]{24}$/);

    const ad = await t.app.inject({ method: 'GET', url: `/classifieds/${adId}` });
    expect(ad.json<{ classified: { photos: string[] } }>().classified.photos).toEqual([
      reply.body.url,
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/classifieds/?category=5&voivodeship=6',
    });
    expect(list.json<{ classifieds: { photos: string[] }[] }>().classifieds[0]!.photos).toEqual([
      reply.body.url,
    ]);

    const photo = await t.app.inject({ method: 'GET', url: reply.body.url! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes five photos an ad and refuses the sixth', async () => {
    const adId = await newAd(owner);
    for (let i = 0; i < 5; i++) expect((await upload(owner, adId, PNG)).status).toBe(201);
    const before = (await storedFiles()).length;
    const sixth = await upload(owner, adId, PNG);
    expect(sixth).toEqual({ status: 400, body: { errors: ['Możesz dodać najwyżej 5 zdjęć'] } });
    expect((await storedFiles()).length).toBe(before);
  });

  it('accepts images only, whatever the browser claims', async () => {
    const adId = await newAd(owner);
    const fake = await upload(owner, adId, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(fake).toEqual({
      status: 400,
      body: { errors: ['Dozwolone są zdjęcia JPG, PNG lub WebP'] },
    });
  });

  it("refuses photos for someone else's ad, or without a session", async () => {
    const adId = await newAd(owner);
    const before = (await storedFiles()).length;
    expect((await upload(other, adId, PNG)).status).toBe(403);
    expect((await upload(undefined, adId, PNG)).status).toBe(401);
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses a photo over 5 MB', async () => {
    const adId = await newAd(owner);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const reply = await upload(owner, adId, big);
    expect(reply.status).toBe(413);
    expect(reply.body.errors).toEqual(['Zdjęcie może mieć najwyżej 5 MB']);
  });

  it('answers 404 for an unknown photo or ad', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/classifieds/photos/0123456789abcdef01234567' }))
        .statusCode,
    ).toBe(404);
    expect((await upload(owner, '0123456789abcdef01234567', PNG)).status).toBe(404);
  });

  it('go with their owner’s account, in the export first and then from the disk', async () => {
    // The board's ads point at their poster: the account's export lists them, and deleting the
    // account (issue 45) takes the ads and their photos' files with it.
    const leaving = await registerUser(t.app);
    const adId = await newAd(leaving);
    const reply = await upload(leaving, adId, PNG);
    const before = await storedFiles();
    const exported = await post(t.app, '/api/member/exportData', {}, leaving.token);
    const { url } = exported.body.result as ExportResult;
    const zip = await t.app.inject({ method: 'GET', url: url! });
    const index = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(zip.rawPayload))['airwork-export.json']),
    ) as { classifieds: { id: string }[] };
    expect(index.classifieds.map((c) => c.id)).toEqual([adId]);

    const gone = await post(
      t.app,
      '/api/member/deleteAccount',
      { password: leaving.password },
      leaving.token,
    );
    expect(gone.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/classifieds/${adId}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: reply.body.url! })).statusCode).toBe(404);
    const after = await storedFiles();
    expect(before.filter((f) => !after.includes(f)).length).toBeGreaterThanOrEqual(1);
  });
});
