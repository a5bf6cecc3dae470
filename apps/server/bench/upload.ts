import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { heldAirwork, verifiedPilot } from '../src/test/airworks';
import { post, registerUser } from '../src/test/api';
import { buildTestApp } from '../src/test/build-test-app';
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

/** A result of `bytes` through the chunk protocol against `dd` of the same bytes, same disk. */
export async function benchUpload(bytes: number, workDir?: string): Promise<UploadFigures> {
  const dataDir = await mkdtemp(path.join(workDir ?? here, '.bench-data-'));
  const t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  try {
    const client = await registerUser(t.app, { role_id: 2 });
    const pilot = await verifiedPilot(t);
    const airwork = await heldAirwork(t, client, pilot);
    const day = latestCanadianDay(new Date());
    await post(t.app, '/api/schedule/add', { tasksId: airwork.id, schedule: day }, pilot.token);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    await settleDisk();
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(here, 'upload-client.ts'),
        base,
        pilot.token,
        String(airwork.id),
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
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
