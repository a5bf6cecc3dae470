import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

// `npm run db:move` takes the target's URL, password included, from the environment or a
// prompt, never from the command line, where the process list and the shell's history keep
// it (the second probe, issue 45). The move itself is tested in db-move.test.ts.

const script = fileURLToPath(new URL('./db-move.ts', import.meta.url));
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-move-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The script as `npm run db:move` starts it, stdin not a terminal. */
function run(args: string[], env: Record<string, string> = {}) {
  // The embedded database is what is moved: a DATABASE_URL of the machine's would refuse it.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...inherited, DATA_DIR: dataDir, ...env },
    input: '',
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run db:move', () => {
  it('refuses a URL on the command line without repeating its password', () => {
    const { status, out } = run(['postgres://mover:s3cret-pass@127.0.0.1:5432/airwork']);
    expect(status).toBe(2);
    expect(out).toContain('MOVE_TO_DATABASE_URL=');
    expect(out).not.toContain('s3cret-pass');
  }, 60_000);

  it('without the variable and no terminal to ask at, says how to give it', async () => {
    // An embedded database to move (its folder): it is looked for before the URL is asked.
    const withDb = await mkdtemp(path.join(tmpdir(), 'airwork-move-cli-'));
    await mkdir(path.join(withDb, 'db'));
    const { status, out } = run([], { DATA_DIR: withDb });
    await rm(withDb, { recursive: true, force: true });
    expect(status).toBe(2);
    expect(out).toContain('usage: MOVE_TO_DATABASE_URL=');
  }, 60_000);

  it('takes the URL from MOVE_TO_DATABASE_URL (here: no embedded database to move)', () => {
    const { status, out } = run([], {
      MOVE_TO_DATABASE_URL: 'postgres://mover:s3cret-pass@127.0.0.1:5432/airwork',
    });
    expect(status).toBe(2);
    expect(out).toContain('No embedded database at');
    expect(out).not.toContain('s3cret-pass');
  }, 60_000);

  it('is configured with a postgres:// URL only', () => {
    expect(loadConfig({ MOVE_TO_DATABASE_URL: 'postgres://a@b/c' }).moveTargetUrl).toBe(
      'postgres://a@b/c',
    );
    expect(() => loadConfig({ MOVE_TO_DATABASE_URL: 'http://example.com/' })).toThrow(
      /MOVE_TO_DATABASE_URL/,
    );
  });
});
