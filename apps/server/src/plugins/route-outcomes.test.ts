import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyone, defineCall } from '@airwork/shared/api/contract';
import { defineTransfer } from '@airwork/shared/api/transfer';
import { conflict, InputError, refuse } from '../lib/app-error';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { post } from '../test/api';
import { route, transferRoute } from './route';

// A call answers only the refusals its contract entry declares (issue 47): one spelled
// elsewhere — a service's new "no" nobody added to the entry, so no screen knows it — fails the
// call outside production, where a test or a journey finds it, and is logged everywhere.

const Outcomes = { taken: { status: 409, message: 'probe.taken' } } as const;

const probeCall = defineCall({
  method: 'POST',
  path: '/api/test/outcomes',
  tag: 'tasks',
  summary: 'A probe of the route helper',
  access: anyone,
  request: z.object({ kind: z.enum(['declared', 'undeclared', 'input']) }),
  result: z.null(),
  outcomes: Object.values(Outcomes),
});

/** A file route's the same: its refusals are declared in its transfer entry. */
const probeTransfer = defineTransfer({
  method: 'GET',
  path: '/api/test/outcome-file',
  tag: 'tasks',
  summary: 'A probe of the transfer helper',
  access: anyone,
  query: z.object({ kind: z.enum(['declared', 'undeclared']) }),
  reply: { kind: 'file', types: ['application/octet-stream'] },
  outcomes: Object.values(Outcomes),
});

const logs: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logSink: (line) => logs.push(line),
    extend: (app) => {
      route(app, probeCall, async ({ kind }) => {
        if (kind === 'declared') throw refuse(Outcomes.taken);
        if (kind === 'input') throw new InputError('register.first_name_need');
        throw conflict('probe.never_declared');
      });
      transferRoute(app, probeTransfer, async ({ query }) => {
        if (query.kind === 'declared') throw refuse(Outcomes.taken);
        throw conflict('probe.never_declared');
      });
    },
  });
});
afterAll(() => t.close());

describe('a call’s refusals', () => {
  it('answers a declared outcome and the body’s own checks as they are', async () => {
    const declared = await post(t.app, '/api/test/outcomes', { kind: 'declared' });
    expect([declared.status, declared.body.message]).toEqual([409, 'probe.taken']);
    const input = await post(t.app, '/api/test/outcomes', { kind: 'input' });
    expect([input.status, input.body.message]).toEqual([400, 'register.first_name_need']);
  });

  it('fails a refusal the call does not declare, and logs which', async () => {
    logs.length = 0;
    const reply = await post(t.app, '/api/test/outcomes', { kind: 'undeclared' });
    expect(reply.status).toBe(500);
    expect(reply.body.message).not.toBe('probe.never_declared');
    const logged = logs.map((l) => JSON.parse(l) as { msg: string; outcome?: string });
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'a refusal the call does not declare',
        outcome: '409 probe.never_declared',
      }),
    );
  });

  it('in production still tells the user no, and logs it', async () => {
    t.app.outcomesStrict = false;
    logs.length = 0;
    const reply = await post(t.app, '/api/test/outcomes', { kind: 'undeclared' });
    expect([reply.status, reply.body.message]).toEqual([409, 'probe.never_declared']);
    expect(logs.some((l) => l.includes('a refusal the call does not declare'))).toBe(true);
    t.app.outcomesStrict = true;
  });

  it('holds for a file route too', async () => {
    const get = (kind: string) => t.app.inject({ url: `/api/test/outcome-file?kind=${kind}` });
    const declared = await get('declared');
    expect([declared.statusCode, declared.json<{ message: string }>().message]).toEqual([
      409,
      'probe.taken',
    ]);
    logs.length = 0;
    expect((await get('undeclared')).statusCode).toBe(500);
    expect(logs.some((l) => l.includes('/api/test/outcome-file'))).toBe(true);
  });
});
