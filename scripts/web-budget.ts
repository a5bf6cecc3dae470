import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Home's first load: the scripts index.html asks for (the entry and its module preloads),
 * gzipped at level 9. A phone on a slow network downloads this before Home works; maps,
 * calendars, uploaders and schema-heavy forms load with their own routes.
 */
export const HOME_BUDGET_BYTES = 170 * 1024;

export function firstLoadScripts(dist: string): { file: string; gzipped: number }[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // Each once: a file named twice (a script and its preload) downloads once.
  const files = [
    ...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)),
  ];
  return files.map((file) => ({
    file,
    gzipped: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
}

// Run as a script (npm run check:budget): fails the build above the budget.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const scripts = firstLoadScripts(dist);
  const total = scripts.reduce((sum, s) => sum + s.gzipped, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `Home's first load: ${kb(total)} of gzipped JavaScript (budget ${kb(HOME_BUDGET_BYTES)})`,
  );
  if (total > HOME_BUDGET_BYTES) {
    for (const s of scripts.sort((a, b) => b.gzipped - a.gzipped).slice(0, 8)) {
      console.log(`  ${kb(s.gzipped).padStart(9)}  ${s.file}`);
    }
    console.error('Over budget: load the new code with its route (a lazy import), not with Home.');
    process.exit(1);
  }
}
