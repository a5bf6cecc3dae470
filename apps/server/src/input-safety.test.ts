import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { classifieds } from './db/schema/classifieds';
import { users } from './db/schema/users';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { newRegistration, post, registerUser, type Registered } from './test/api';

// Input that the database cannot hold (NUL), or that no name or title should (other control
// characters), and numbers beyond the database's range: refused with the field's message and a
// 400, never a 500, and nothing stored.

let t: TestApp;
let poster: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  poster = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const adCount = async () => (await t.db.select({ n: count() }).from(classifieds))[0]!.n;

describe('control characters', () => {
  it.each([
    ['first_name', { first_name: 'Ada\u0000' }, 'register.first_name_invalid'],
    ['last_name', { last_name: 'Love\u0007lace' }, 'register.last_name_invalid'],
    ['brief', { brief: 'Pilot\u0000 since 2010' }, 'register.brief_invalid'],
    ['username', { username: 'ada\u0000x' }, 'register.username_invalid'],
    ['email', { email: 'ada\u0000@example.com' }, 'register.email_invalid'],
  ])(
    'register refuses a NUL or control character in %s and stores nothing',
    async (_, change, key) => {
      const before = await userCount();
      const reply = await post(t.app, '/api/member/register', newRegistration(change));
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(key);
      expect(await userCount()).toBe(before);
    },
  );

  it('keeps line breaks and tabs in the brief, which is several lines', async () => {
    const reply = await post(
      t.app,
      '/api/member/register',
      newRegistration({ brief: 'Line one\nLine two\r\n\tindented' }),
    );
    expect(reply.body.success).toBe(true);
  });

  it('login refuses a NUL in the user name with its message', async () => {
    const reply = await post(t.app, '/api/member/login', {
      userName: `${poster.username}\u0000`,
      userPwd: poster.password,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('login.username_invalid');
  });

  it('a reset request refuses a NUL in the e-mail with its message', async () => {
    const reply = await post(t.app, '/api/member/resetPassword', { email: 'a\u0000@b.ca' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('forgot.email_invalid');
  });

  it('the board refuses control characters in the title and description, in Polish', async () => {
    const before = await adCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/classifieds',
      headers: { authorization: `Bearer ${poster.token}` },
      payload: {
        name: 'Rower\u0000 górski',
        description: 'Rower w dobrym stanie\u0000, mało używany.',
        category: 10,
        voivodeship: 3,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: ['Tytuł zawiera niedozwolone znaki', 'Opis zawiera niedozwolone znaki'],
    });
    expect(await adCount()).toBe(before);
  });

  it('the board refuses a NUL in the search phrase', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/classifieds/?q=ro%00wer' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['Fraza wyszukiwania zawiera niedozwolone znaki'] });
  });
});

describe('numbers beyond the database', () => {
  it('category/get refuses a parentId past 2^31 - 1 with a 400', async () => {
    const reply = await post(t.app, '/api/category/get', { parentId: 2_147_483_648 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('common.invalid_request');
    const fine = await post(t.app, '/api/category/get', { parentId: 2_147_483_647 });
    expect(fine.status).toBe(200);
  });

  it('a userId past the range is refused, not looked up', async () => {
    const reply = await post(
      t.app,
      '/api/member/loadClientInfo',
      { userId: 2_147_483_648 },
      poster.token,
    );
    expect(reply.status).toBe(400);
  });
});

describe('multipart order', () => {
  it('answers 400 when a text field comes before the photo, and stores nothing', async () => {
    const ad = await t.app.inject({
      method: 'POST',
      url: '/classifieds',
      headers: { authorization: `Bearer ${poster.token}` },
      payload: {
        name: 'Stół dębowy',
        description: 'Solidny stół z litego drewna, 160 x 90 cm.',
        category: 4,
        voivodeship: 7,
      },
    });
    const id = ad.json<{ classified: { _id: string } }>().classified._id;
    const boundary = '----airworktest';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\nnot really a png\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/classifieds/${id}/photos`,
      headers: {
        authorization: `Bearer ${poster.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toHaveLength(1);
    const detail = await t.app.inject({ method: 'GET', url: `/classifieds/${id}` });
    expect(detail.json<{ classified: { photos: string[] } }>().classified.photos).toEqual([]);
  });
});

describe('caching of private replies', () => {
  it('marks API replies no-store: login, profile, errors and the board', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { userName: poster.username, userPwd: poster.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const profile = await post(
      t.app,
      '/api/member/loadClientInfo',
      { userId: poster.id },
      poster.token,
    );
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await post(t.app, '/api/member/loadClientInfo', { userId: poster.id });
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/classifieds/mine',
      headers: { authorization: `Bearer ${poster.token}` },
    });
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('answers an over-long path parameter with its contract, not a bare 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/classifieds/${'a'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ errors: ['Niepoprawne żądanie'] });
    const api = await t.app.inject({ method: 'GET', url: `/api/${'a'.repeat(9000)}` });
    expect(api.json<{ message: string }>().message).toMatch(/^common\./);
  });
});

describe("Node's own refusals, over real HTTP", () => {
  it('answers headers over the size limit with 431 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const reply = await new Promise<{ status: number; body: string; cache: unknown }>(
      (resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/api/category/get', method: 'POST' },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body, cache: res.headers['cache-control'] }),
            );
          },
        );
        req.on('error', reject);
        req.setHeader('x-padding', 'a'.repeat(32 * 1024));
        req.end('{}');
      },
    );
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toEqual({
      code: 400,
      message: 'common.invalid_request',
      result: null,
    });
    expect(reply.cache).toBe('no-store');
  });
});
