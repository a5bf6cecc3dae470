import { defineConfig } from 'vitest/config';

// The API suite runs on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL
// points at a server (CI exports it when one answers on 127.0.0.1:5432).
const serverProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${driver}`,
    root: 'apps/server',
    // *.pg.test.ts files test PostgreSQL-only behaviour (connection loss, say).
    include: ['src/**/*.test.ts'],
    exclude: driver === 'postgres' ? [] : ['src/**/*.pg.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // Repository-wide checks: that the lint rules of eslint.config.js bite.
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
