// Start-to-ready (issue 46, speed): `npm start` on an unchanged checkout, from the command to the
// first page served, beside a bare Fastify process started the same way, in interleaved rounds
// of one run. The product's figure holds the web build's check (skipped when nothing changed),
// the embedded database opening with its migrations checked, and the demo's seed found in place.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StartFigures {
  /** Medians over the rounds, in milliseconds from spawning the command to a 200 on `/`. */
  productMs: number;
  bareMs: number;
  rounds: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** Ends the command and what it started (its own process group), and waits for it. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** Runs `command` until `/` answers 200; the time it took, then stops it. */
async function timeToReady(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: 'ignore',
  });
  try {
    const deadline = started + 180_000;
    while (!(await answers(`http://127.0.0.1:${port}/`))) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited`);
      if (performance.now() > deadline) throw new Error(`${command} did not answer in 180 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchStart(rounds: number): Promise<StartFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-start-'));
  const product = {
    // The machine's environment minus what would send the product elsewhere.
    DATABASE_URL: '',
    TEST_DATABASE_URL: '',
    REDIS_URL: '',
    S3_BUCKET: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  try {
    // The first start makes the database and seeds the demo: a new checkout's, not measured.
    await timeToReady('npm', ['start'], product);
    const productMs: number[] = [];
    const bareMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      bareMs.push(
        await timeToReady('node', ['--import', 'tsx', 'apps/server/bench/bare-server.ts'], {}),
      );
      productMs.push(await timeToReady('npm', ['start'], product));
    }
    return { productMs: median(productMs), bareMs: median(bareMs), rounds };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
