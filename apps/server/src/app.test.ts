import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { loadConfig } from './config';
import { registerSecurity } from './plugins/security';
import { post } from './test/api';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    // A route that fails unexpectedly, to see what a caller gets.
    extend: (app) =>
      app.post('/api/test/boom', () => {
        throw new Error('secret internals: connection string postgres://u:p@h/db');
      }),
  });
});
afterAll(async () => {
  await t.close();
});

describe('the API envelope', () => {
  it('hides an unexpected failure behind code 500 and the unknown-error key', async () => {
    const reply = await post(t.app, '/api/test/boom', {});
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ code: 500, message: 'common.unknow_error', result: null });
    expect(reply.headers['x-request-id']).toBeTruthy();
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'common.invalid_request', result: null });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const reply = await post(t.app, '/api/nothing/here', {});
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 404, message: 'common.not_found', result: null });
  });

  it('refuses bodies over the size limit', async () => {
    const reply = await post(t.app, '/api/member/login', {
      userName: 'x',
      userPwd: 'y'.repeat(1_100_000),
    });
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('common.payload_too_large');
  });
});

describe('security', () => {
  it('sends security headers with a CSP that allows no inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers on API answers, failures and unknown paths', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const security = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ];
    const replies = await Promise.all([
      post(t.app, '/api/category/get', {}),
      post(t.app, '/api/test/boom', {}),
      post(t.app, '/api/nothing/here', {}),
    ]);
    for (const reply of replies) {
      for (const name of security) expect(reply.headers[name]).toBe(page.headers[name]);
    }
  });

  it('lets the browser load the configured map tiles, weather map and PayPal, and nothing else', async () => {
    // The settings as the product reads them, through the plugin every app registers (three
    // whole apps with a database each took 30 s on a busy CI machine; the headers need none).
    const csp = async (env: Record<string, string>) => {
      const app = Fastify({ logger: false });
      try {
        await registerSecurity(app, loadConfig({ NODE_ENV: 'test', ...env }));
        app.get('/', () => 'page');
        const res = await app.inject({ method: 'GET', url: '/' });
        return String(res.headers['content-security-policy']);
      } finally {
        await app.close();
      }
    };
    const configured = await csp({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      WEATHER_MAP_URL: 'https://weather.example.org/embed?lat={lat}&lon={lon}',
    });
    expect(configured).toContain("img-src 'self' data: blob: https://*.tiles.example.com;");
    expect(configured).toContain("frame-src 'self' https://weather.example.org;");
    const off = await csp({ MAP_TILE_URL: '' });
    expect(off).toContain("img-src 'self' data: blob:;");
    expect(off).toContain("frame-src 'self';");
    expect(off).not.toContain('paypal');
    const paypal = await csp({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(paypal).toContain("script-src 'self' https://*.paypal.com https://*.paypalobjects.com;");
    expect(paypal).toMatch(/frame-src 'self' https:\/\/\*\.paypal\.com/);
    expect(paypal).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('keeps CORS closed: no cross-origin headers for another origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/member/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('operations', () => {
  it('reports liveness and database readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/member/register',
      '/api/member/login',
      '/api/member/logout',
      '/api/member/resetPassword',
      '/api/member/setNewPassword',
      '/api/member/changePassword',
      '/api/member/loadClientInfo',
      '/api/category/get',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('serves the web app at /', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('POST /api/category/get', () => {
  it('lists the eight service categories in English and in Chinese with an image each', async () => {
    const en = await post(t.app, '/api/category/get', { languagesId: 1, parentId: 0 });
    const zh = await post(t.app, '/api/category/get', { languagesId: 2, parentId: 0 });
    const enList = en.body.result as {
      id: number;
      categoriesName: string;
      categoriesImage: string;
    }[];
    const zhList = zh.body.result as typeof enList;
    expect(enList.map((c) => c.categoriesName)).toEqual([
      'Commercial Real Estate',
      'Property Management',
      'Insurance',
      'AEC (Architect & Construction)',
      'Solar',
      'Wind',
      'Residential Real Estate',
      'Others',
    ]);
    expect(zhList).toHaveLength(8);
    expect(zhList[4]!.categoriesName).toBe('太阳能');
    for (const c of enList) expect(c.categoriesImage).toMatch(/^\/categories\/[a-z-]+\.svg$/);
  });
});
