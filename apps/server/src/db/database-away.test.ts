import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { databaseUnavailable, uniqueViolation } from '../lib/db-errors';
import { post, registerUser } from '../test/api';
import { buildTestApp, type TestApp } from '../test/build-test-app';

describe('databaseUnavailable', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('recognises a database that is away, however the driver words it', () => {
    for (const err of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('53300', 'too many connections'),
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]),
      // Drizzle wraps the driver's error.
      new DrizzleQueryError('select 1', [], pgError('57P01')),
    ]) {
      expect(databaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it("leaves a request's own faults alone", () => {
    for (const err of [
      pgError('23505', 'duplicate key value'),
      pgError('22P02', 'invalid input syntax'),
      pgError('40001', 'could not serialize access'),
      new Error('something else'),
      undefined,
      'text',
    ]) {
      expect(databaseUnavailable(err)).toBe(false);
    }
    expect(uniqueViolation(pgError('23505'))).toBe('');
  });
});

describe('a database that is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
  });

  it('answers 503 common.unavailable in the envelope, not a 500, and readiness says not ready', async () => {
    const user = await registerUser(t.app);
    await t.database!.close();
    const r = await post(t.app, '/api/member/login', {
      userName: user.username,
      userPwd: user.password,
    });
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ code: 503, message: 'common.unavailable', result: null });
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
