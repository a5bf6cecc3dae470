import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './own-redis';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  /** Everything the process wrote on stderr and stdout (its JSON log among it). */
  output(): string;
  alive(): boolean;
  /** SIGKILL: no shutdown, no cleanup, as a crash or an OOM kill. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/**
 * `npm start`'s server (apps/server/src/server.ts) as a process of its own, on a random
 * loopback port, configured through the environment as an operator would.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEATHER_URL: '',
      MAP_TILE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      if (output.includes('Airwork is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited at start:\n${output}`));
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill9: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
