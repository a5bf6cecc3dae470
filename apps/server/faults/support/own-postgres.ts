import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/test/own-redis';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (`/usr/lib/postgresql/<version>/bin`), newest first. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

export interface OwnPostgres {
  /** Connection string for a database of this cluster (`postgres` by default). */
  url(database?: string): string;
  createDatabase(name: string): Promise<void>;
  /** `pg_ctl restart -m <mode>`: resolves once the server accepts connections again. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, on a random port in a temporary folder, so a test may
 * restart it (never the machine's shared one). As root it runs as the `postgres` user, since
 * PostgreSQL refuses to run as root.
 */
export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const root = userInfo().uid === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'airwork-pg-'));
  if (root) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
    await chown(dir, id('-u'), id('-g'));
  }
  const as = (command: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const ctl = (...args: string[]) =>
    as('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      ...args,
    ]);
  await ctl('start');
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      await as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
    },
    async restart(mode) {
      await ctl('restart', '-m', mode);
    },
    async stop() {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
