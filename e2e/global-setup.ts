import { spawn } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpServer } from '../apps/server/src/test/smtp-sink';
import { freePort, waitUntilReady } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Map tiles on another origin (its own port), as a tile provider is in production: every tile
 * is one pale square, so journeys see real tiles load through the page's CSP, offline.
 */
async function startTileServer(): Promise<{ url: string; server: Server }> {
  const tile =
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
    '<rect width="256" height="256" fill="#e4ebe6"/></svg>';
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
    res.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.svg`, server };
}

/** Starts `node apps/server/src/server.ts` as `npm start` does, and stops it afterwards. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-e2e-'));
  const port = await freePort();
  const mailFile = path.join(dataDir, 'mail.jsonl');
  // Every mail the server sends, one JSON line each, for the tests to read (reset links).
  const mail = await startSmtpServer((m) => appendFile(mailFile, `${JSON.stringify(m)}\n`));
  // localhost, not 127.0.0.1: passkeys belong to a host name (WebAuthn refuses an IP address as
  // the site's id), and the server listens on 127.0.0.1, where localhost leads.
  const baseURL = `http://localhost:${port}`;
  const tiles = await startTileServer();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Every journey comes from 127.0.0.1 in bursts; the API suite tests the limits.
      RATE_LIMITS: 'off',
      // Nothing is fetched from the internet: tiles come from the loopback tile server.
      MAP_TILE_URL: tiles.url,
      WEATHER_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'e2e_admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      PUBLIC_URL: baseURL,
      SMTP_URL: mail.url,
      // The scheduled work's first pass comes two seconds after start (the admins' jobs screen).
      JOBS_TICK_SECONDS: '2',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseURL, child);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAIL_FILE = mailFile;

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await mail.close();
    await new Promise((resolve) => tiles.server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
