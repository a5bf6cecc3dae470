import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether `redis-server` can be started here (Debian's redis-server package). */
export const redisServerAvailable =
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A loopback port free at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface OwnRedis {
  url: string;
  /** Kills the server (SIGKILL): connections drop, new ones are refused. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that holds connections open and answers nothing. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

/**
 * A redis-server of the test's own on a random loopback port, which the test may kill,
 * freeze and restart; the machine's shared Redis is never touched.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'airwork-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      proc.stdout.on('data', (data: Buffer) => {
        seen += data.toString();
        if (seen.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${seen}`)));
    });
    proc.stdout.resume();
  };
  const kill = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async stop() {
      child?.kill('SIGCONT');
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
