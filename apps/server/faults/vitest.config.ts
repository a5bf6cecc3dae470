import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the server as a process of its own, against a PostgreSQL cluster, a
// Redis and an SMTP server of the suite's own that it restarts, kills and slows down. One file
// at a time: each loads the machine's two cores on purpose.
export default defineConfig({
  test: {
    name: 'faults',
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['**/*.fault.test.ts'],
    globalSetup: ['support/announce.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
