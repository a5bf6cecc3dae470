import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, inputsHash, webBuildEnv } from './build-if-changed';

// `npm start` skips the web build when nothing it is built from changed (issue 46).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = mkdtempSync(path.join(tmpdir(), 'airwork-inputs-'));
for (const input of BUILD_INPUTS) {
  cpSync(path.join(root, input), path.join(copy, input), { recursive: true });
}
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the web build's inputs", () => {
  it('hash the same for the same checkout, and differently when a source changes', () => {
    const first = inputsHash(copy);
    expect(inputsHash(copy)).toBe(first);
    expect(inputsHash(copy)).toBe(inputsHash(root));
    writeFileSync(path.join(copy, 'apps/web/src/main.tsx'), '// changed\n', { flag: 'a' });
    expect(inputsHash(copy)).not.toBe(first);
  });

  it('count the shared package too: the web app is built from it', () => {
    const before = inputsHash(copy);
    writeFileSync(path.join(copy, 'packages/shared/src/new-rule.ts'), 'export const x = 1;\n');
    expect(inputsHash(copy)).not.toBe(before);
  });
});

describe("the web build's environment", () => {
  it('is a production build whatever NODE_ENV the server is started with', () => {
    const env = webBuildEnv({ NODE_ENV: 'development', PORT: '3001' });
    expect(env.NODE_ENV).toBe('production');
    expect(env.PORT).toBe('3001');
    expect(webBuildEnv({}).NODE_ENV).toBe('production');
  });
});
