import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

/**
 * `virtual:canada-outline`: Canada's border from Natural Earth (the world-atlas package) as
 * GeoJSON, cut out at build time, so maps draw the country without tiles (offline, or with
 * MAP_TILE_URL empty) and ship 12 KB instead of the world's 108 KB.
 */
function canadaOutline(): Plugin {
  const id = 'virtual:canada-outline';
  return {
    name: 'canada-outline',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const file = require.resolve('world-atlas/countries-110m.json');
      const topo = JSON.parse(await readFile(file, 'utf8')) as Topology;
      const countries = topo.objects.countries as GeometryCollection;
      const canada = feature(topo, {
        type: 'GeometryCollection',
        geometries: countries.geometries.filter((g) => g.id === '124'),
      });
      const rounded = JSON.stringify(canada, (_key, value: unknown) =>
        typeof value === 'number' ? Math.round(value * 100) / 100 : value,
      );
      return `export default ${rounded};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), canadaOutline()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What Home loads anyway (React, the router, queries, i18n, the session and API
        // client) as one chunk: left to itself the bundler cut it into many small shared
        // chunks as features grew, each costing Home bytes of wrapper and preload lists
        // (docs/decisions.md, "Home's first load").
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]|[\\/]src[\\/]lib[\\/](session|storage|language|api-client)\.ts$/,
            },
          ],
        },
      },
    },
  },
  // `npm run dev` for the web app alone talks to a server on :3000 (the API and the board's calls).
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/classifieds': 'http://127.0.0.1:3000' },
  },
});
