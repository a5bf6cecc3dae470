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

/**
 * The app's code preloaded from index.html: the entry (src/boot.ts) imports the app
 * (src/main.tsx) only after the first paint, so without these links its files would start
 * downloading only then. Each is a `modulepreload` — fetched and compiled at once, run when
 * imported.
 */
function preloadApp(entry: string): Plugin {
  return {
    name: 'preload-app',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return []; // `vite` (development) serves modules as they are asked for
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
        if (!app) throw new Error(`preload-app: no chunk for ${entry}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        // The entry's own imports are preloaded by Vite already.
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

// What every page loads before its first render, as one file (see `codeSplitting` below):
// React, the router, queries; Mantine's core and the components of the header and Home (those
// of app/first-styles.ts); the app's session, API client and texts.
const CORE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/;
const FIRST_SCREEN_MANTINE =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|utils|components[\\/](UnstyledButton|VisuallyHidden|Paper|CloseButton|Group|Loader|Input|InputBase|TextInput|Alert|Anchor|Badge|Burger|Button|Card|Container|Grid|Image|SimpleGrid|Skeleton|Stack|Text|ThemeIcon|Title))[\\/]/;
const CORE_APP =
  /[\\/]src[\\/](lib[\\/](session|storage|language|api-client|intent|format|early-calls|call|plain-call|paths|categories)|i18n[\\/](i18n|texts|use-translation|in-time)|components[\\/]airwork-card|airworks[\\/]airwork-states|features[\\/]hiring[\\/](api[\\/]search-airworks|components[\\/]use-search-filters))\.tsx?$/;
// Home's Airwork cards draw these icons; the rest of the icons stay with their screens.
const CORE_ICONS =
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](defaultAttributes|createReactComponent|icons[\\/](IconMapPin|IconSearch))\.mjs$/;
// The form controls of the lists and the search (filters, pager), shared by most screens
// beyond Home: one file instead of eleven, each of which cost a phone a round trip.
const CONTROLS =
  /(node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Checkbox|Radio|NativeSelect|Pagination|Combobox[\\/](ComboboxChevron|Combobox\.module|get-parsed-combobox-data))|hooks[\\/]esm[\\/](use-uncontrolled|use-merged-ref|use-pagination|utils[\\/]clamp))[\\/]|[\\/]src[\\/](components[\\/]pager|airworks[\\/]page-sizes)\.tsx?$)/;
// The search's screens (list, map, lobby) share their form and results: one file with them.
const SEARCH =
  /[\\/]src[\\/](features[\\/]hiring[\\/](routes[\\/]airwork-list|components[\\/](search-filters-form|search-results))|hiring[\\/]salary-choices)\.tsx?$/;

export default defineConfig({
  plugins: [react(), canadaOutline(), preloadApp('/src/main.tsx')],
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
              test: (id) =>
                CORE_LIBRARIES.test(id) ||
                FIRST_SCREEN_MANTINE.test(id) ||
                CORE_APP.test(id) ||
                CORE_ICONS.test(id),
            },
            { name: 'controls', test: CONTROLS },
            { name: 'search', test: SEARCH },
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
