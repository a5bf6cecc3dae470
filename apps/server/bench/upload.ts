import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { settleDisk } from './settle';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

export interface UploadFigures {
  bytes: number;
  /** End to end through the chunk protocol and the merge, in MB/s. */
  productMBps: number;
  /** `dd` writing as many bytes to the same directory, in MB/s. */
  ddMBps: number;
  ratio: number;
  /** How much the server's resident memory grew at its peak. */
  rssGrowthMB: number;
}

/** Resident memory of process `pid` (VmRSS), in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Starts `upload-server.ts` on `dataDir`; resolves once it listens. */
function startServer(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(here, 'upload-server.ts'), dataDir],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  type Ready = { base: string; token: string; taskId: number };
  const ready = new Promise<Ready>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as Ready);
    });
    child.on('exit', (code) => reject(new Error(`upload server exited (${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.stdin.end();
    });
  return { pid: child.pid!, ready, stop };
}

/** A result of `bytes` through the chunk protocol against `dd` of the same bytes, same disk. */
export async function benchUpload(bytes: number, workDir?: string): Promise<UploadFigures> {
  const dataDir = await mkdtemp(path.join(workDir ?? here, '.bench-data-'));
  const server = startServer(dataDir);
  try {
    const { base, token, taskId } = await server.ready;
    await settleDisk();
    const before = await rssOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      void rssOf(server.pid).then(
        (rss) => (peak = Math.max(peak, rss)),
        () => undefined,
      );
    }, 50);
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(here, 'upload-client.ts'),
        base,
        token,
        String(taskId),
        String(bytes),
      ],
      { maxBuffer: 1024 * 1024 },
    );
    clearInterval(sampler);
    const { seconds } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { seconds: number };

    await settleDisk(); // dd starts on a disk as quiet as the upload did
    const ddFile = path.join(dataDir, 'dd.bin');
    const mb = Math.round(bytes / 1024 / 1024);
    const ddStarted = performance.now();
    await run('dd', ['if=/dev/zero', `of=${ddFile}`, 'bs=1M', `count=${mb}`, 'status=none']);
    const ddSeconds = (performance.now() - ddStarted) / 1000;
    const productMBps = bytes / 1e6 / seconds;
    const ddMBps = (mb * 1024 * 1024) / 1e6 / ddSeconds;
    return {
      bytes,
      productMBps,
      ddMBps,
      ratio: productMBps / ddMBps,
      rssGrowthMB: (peak - before) / 1024 / 1024,
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
