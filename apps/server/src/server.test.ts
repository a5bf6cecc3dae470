import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real entry point, as `npm start` runs it: listens, prints its banner, and on SIGTERM
// lets a request in flight finish before closing the database and exiting.
const serverDir = path.dirname(fileURLToPath(import.meta.url));
let dataDir: string;
let child: ChildProcess;
let base: string;
let output = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-server-'));
  child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'server.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 60_000;
  while (!/running at (http:\/\/\S+)/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  base = /running at (http:\/\/\S+)/.exec(output)![1]!;
}, 90_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints the URL, the generated admin password once and the demo log-ins', () => {
    expect(output).toMatch(/Admin created: admin \/ \S{16}/);
    expect(output).toContain('demo_client / airwork-demo');
    expect(output).toContain('demo_pilot / airwork-demo');
  });

  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const login = fetch(`${base}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'demo_client', userPwd: 'airwork-demo' }),
    });
    // Wait until the server logs the request as received: its password check then takes
    // tens of milliseconds more, so the signal lands while the request is being handled.
    const deadline = Date.now() + 10_000;
    while (!/"url":"\/api\/member\/login"[^\n]*"incoming request"/.test(output)) {
      if (Date.now() > deadline) throw new Error(`the login never reached the server:\n${output}`);
      await new Promise((r) => setTimeout(r, 1));
    }
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    const reply = await login;
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { code: number }).code).toBe(200);
    expect(await exited).toBe(0);
  });
});
