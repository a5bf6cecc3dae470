import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const defaultWebRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/** Serves the built web app at `/`; routes are hash routes, so only real files exist. */
export async function registerWeb(app: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside each file (scripts/compress-web.ts): sent as asked.
    preCompressed: true,
    // setHeaders below decides caching; the plugin's own max-age=0 would override it.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
