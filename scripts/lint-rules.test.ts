import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves that each house rule of eslint.config.js bites: deliberately bad files are written
// where the rule applies, linted with the project's own config, and removed again.

const root = path.resolve(import.meta.dirname, '..');
const PROBE = '__lint_probe__';

interface Probe {
  name: string;
  file: string;
  code: string;
  rule: string;
  /** 2 = error (fails `npm run lint`), 1 = warning. */
  severity?: 1 | 2;
}

const longBody = Array.from({ length: 70 }, (_, i) => `  total += ${i};`).join('\n');
const longFile = Array.from({ length: 310 }, (_, i) => `export const c${i} = ${i};`).join('\n');

const probes: Probe[] = [
  {
    name: 'packages/shared imports an app',
    file: `packages/shared/src/${PROBE}/upward.ts`,
    code: `import { buildApp } from '../../../../apps/server/src/app';\nexport const x = buildApp;\n`,
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a web feature imports another feature',
    file: `apps/web/src/features/${PROBE}/cross.ts`,
    code: `import { login } from '../accounts/api/login';\nexport const x = login;\n`,
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'lib/ imports i18n/ (upward)',
    file: `apps/web/src/lib/${PROBE}.ts`,
    code: `import { translateMessage } from '../i18n/i18n';\nexport const x = translateMessage;\n`,
    rule: 'import/no-restricted-paths',
  },
  {
    name: "a plugin imports a module's repository (upward)",
    file: `apps/server/src/plugins/${PROBE}.ts`,
    code: `import { findLiveSession } from '../modules/accounts/accounts.repository';\nexport const x = findLiveSession;\n`,
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a service imports Drizzle',
    file: `apps/server/src/modules/accounts/${PROBE}.service.ts`,
    code: `import { eq } from 'drizzle-orm';\nexport const x = eq;\n`,
    rule: 'no-restricted-imports',
  },
  {
    name: 'a route imports the database schema',
    file: `apps/server/src/modules/accounts/${PROBE}.routes.ts`,
    code: `import { users } from '../../db/schema/users';\nexport const x = users;\n`,
    rule: 'no-restricted-imports',
  },
  {
    name: 'two modules import each other',
    file: `apps/web/src/lib/${PROBE}-a.ts`,
    code: `import { b } from './${PROBE}-b';\nexport const a = () => b;\n`,
    rule: 'import/no-cycle',
  },
  {
    name: 'a function longer than 60 lines',
    file: `apps/server/src/lib/${PROBE}-long-function.ts`,
    code: `export function tooLong(): number {\n  let total = 0;\n${longBody}\n  return total;\n}\n`,
    rule: 'max-lines-per-function',
    severity: 1,
  },
  {
    name: 'a file longer than 300 lines',
    file: `apps/server/src/lib/${PROBE}-long-file.ts`,
    code: `${longFile}\n`,
    rule: 'max-lines',
  },
];

/** Files that only support a probe (the other half of the cycle) or must lint clean. */
const helpers = [
  {
    file: `apps/web/src/lib/${PROBE}-b.ts`,
    code: `import { a } from './${PROBE}-a';\nexport const b = () => a;\n`,
  },
  {
    // Downward imports are allowed: a feature may use lib/ and components/.
    file: `apps/web/src/features/${PROBE}/fine.ts`,
    code: `import { requestJson } from '../../lib/api-client';\nexport const x = requestJson;\n`,
  },
];

function removeProbes(): void {
  for (const p of [...probes, ...helpers]) rmSync(path.join(root, p.file), { force: true });
  for (const dir of ['packages/shared/src', 'apps/web/src/features']) {
    rmSync(path.join(root, dir, PROBE), { recursive: true, force: true });
  }
}

describe('house rules in lint', () => {
  let results: Map<string, ESLint.LintResult>;

  beforeAll(async () => {
    removeProbes();
    for (const p of [...probes, ...helpers]) {
      mkdirSync(path.dirname(path.join(root, p.file)), { recursive: true });
      writeFileSync(path.join(root, p.file), p.code);
    }
    const eslint = new ESLint({ cwd: root });
    const linted = await eslint.lintFiles([...probes, ...helpers].map((p) => p.file));
    results = new Map(linted.map((r) => [path.relative(root, r.filePath), r]));
  }, 180_000);

  afterAll(removeProbes);

  it.each(probes)('refuses $name ($rule)', ({ file, rule, severity = 2 }) => {
    const hits = results.get(file)?.messages.filter((m) => m.ruleId === rule) ?? [];
    expect(hits.map((m) => m.severity)).toContain(severity);
  });

  it('lets a feature import lib/ (downward) without a complaint', () => {
    const fine = results.get(helpers[1]!.file);
    expect(fine?.messages).toEqual([]);
  });
});
