import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuilt, paths } from './paths';

describe('paths', () => {
  it('mounts every listed path in the router, once, and nothing else', () => {
    // The router and the role layouts' routes, which it mounts.
    const router = ['router.tsx', 'role-routes.tsx']
      .map((file) => readFileSync(path.join(import.meta.dirname, '../app', file), 'utf8'))
      .join('\n');
    const mounted = [...router.matchAll(/paths\.(\w+)/g)].map((m) => m[1]);
    expect([...mounted].sort()).toEqual(Object.keys(paths).sort());
    // Only paths.ts names routes: a hand-typed path in the router would escape isBuilt.
    expect(router).not.toMatch(/path: '\/[a-z]/i);
  });

  it('knows built screens whatever the letter case or query, and not later ones', () => {
    expect(isBuilt('/client-profile')).toBe(true);
    expect(isBuilt('/Login?as=pilot')).toBe(true);
    expect(isBuilt('/airwork-list?categoryId=3')).toBe(true);
    expect(isBuilt('/Schedule-Prepare?Id=3')).toBe(true);
    expect(isBuilt('/upload-file?Id=3&number=A1')).toBe(true);
    expect(isBuilt('/no-such-screen')).toBe(false);
  });
});
