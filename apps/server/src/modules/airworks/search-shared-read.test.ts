import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/api';
import { postAirwork } from '../../test/airworks';
import * as search from './airwork-search.repository';

// The search asks where Airwork writes stand before answering a kept page. Asked by many at
// once, that number is read once for all who asked while a read was under way
// (lib/shared-read.ts): without it, each of a popular search's askers costs a statement.
// Each read is held 50 ms, as a busy database would: the askers arrive while one is under way.
vi.mock('./airwork-search.repository', async (importOriginal) => {
  const real = await importOriginal<typeof search>();
  const slow: typeof real.airworkChanges = async (db) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return real.airworkChanges(db);
  };
  return { ...real, airworkChanges: vi.fn(slow) };
});

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const client = await registerUser(t.app, { role_id: 2 });
  await postAirwork(t, client, { title: 'Bridge deck survey' });
});

afterAll(() => t.close());

const ask = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/tasks/searchTasks',
    payload: { keywords: 'bridge' },
  });

describe('a popular search asked by many at once', () => {
  it('reads where Airwork writes stand once for a wave of askers, not once per asker', async () => {
    // Asked twice: the second ask marks it a search asked again, whose page is kept.
    await ask();
    await ask();
    const reads = vi.mocked(search.airworkChanges);
    reads.mockClear();
    const replies = await Promise.all(Array.from({ length: 20 }, ask));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(replies.every((r) => r.body === replies[0]!.body)).toBe(true);
    const first = replies[0]!.json<{ result: { data: { title: string }[] } }>();
    expect(first.result.data[0]!.title).toBe('Bridge deck survey');
    // The first asker's read, then one shared by all who asked while it ran.
    expect(reads.mock.calls.length).toBeGreaterThan(0);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
