import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start` builds the web app only when what it is built from changed since the last build
// (issue 46): a second start of an unchanged checkout goes straight to the server. The inputs'
// hash is kept beside the dependencies (node_modules/.cache), never in dist, which is served.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the built web app depends on: its sources, the shared package, the build's own files. */
export const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
  'scripts/compress-web.ts',
];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(dir, entry.name)));
}

/** One hash of every input's path and content, in a fixed order. */
export function inputsHash(base = root): string {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(path.join(base, input))) {
      hash.update(path.relative(base, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const stampFile = (base: string) => path.join(base, 'node_modules', '.cache', 'airwork-web-build');

/**
 * The build's environment: the server's, but always a production build. Vite keeps a NODE_ENV
 * it finds set, so `NODE_ENV=development npm start` built React's development bundle (core
 * 479 → 695 KB) and stamped it as the checkout's build.
 */
export function webBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

/** Builds unless the last build was of these very inputs and its output is still there. */
export function buildIfChanged(base = root): 'built' | 'unchanged' {
  const stamp = stampFile(base);
  const hash = inputsHash(base);
  const built = existsSync(path.join(base, 'apps/web/dist/index.html'));
  if (built && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return 'unchanged';
  const run = spawnSync('npm', ['run', 'build'], {
    cwd: base,
    stdio: 'inherit',
    env: webBuildEnv(process.env),
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, hash);
  return 'built';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (buildIfChanged() === 'unchanged') {
    process.stdout.write('The web app is unchanged since its last build: not building it again.\n');
  }
}
