import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { FIRST_SCREEN_COMPONENTS } from './src/app/first-screen-components';
import { screenTexts } from './build/screen-texts';

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
 * Each Mantine component's sheet travels with its code: a component's class map
 * (`X.module.mjs`) imports `virtual:mantine-styles/X.css`, so the chunk that draws a Checkbox
 * carries the Checkbox's rules and nothing else — a screen loads the rules of what it draws
 * instead of the whole sheet (30 KB compressed). The first screen's sheets are in index.html
 * (`virtual:mantine-styles/first.css`, the components of `first-screen-components.ts`).
 *
 * Mantine's sheets must apply in Mantine's order (Anchor after Text: both style one element),
 * but a lazy chunk's sheet arrives whenever its code does. So each sheet goes in its own layer,
 * `mantine.cNNN`, NNN its place in Mantine's whole sheet, and the first sheet declares all of
 * those layers in that order before any rule: a layer's place is fixed by its first mention,
 * whatever order the sheets arrive in. The app's own CSS is outside any layer and wins.
 */
function mantineStyles(): Plugin {
  const styles = path.dirname(require.resolve('@mantine/core/styles.css'));
  const whole = readFileSync(path.join(styles, 'styles.css'), 'utf8');
  const sheet = (name: string) => readFileSync(path.join(styles, 'styles', `${name}.css`), 'utf8');
  // Mantine's order: where each component's first class stands in its whole sheet.
  const BASE = ['baseline', 'default-css-variables', 'global'];
  const components = readdirSync(path.join(styles, 'styles'))
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.css'.length))
    .filter((name) => !BASE.includes(name))
    .map((name) => {
      const firstClass = /\.(m_[0-9a-f]+)/.exec(sheet(name))?.[1];
      return { name, at: firstClass ? whole.indexOf(`.${firstClass}`) : -1 };
    })
    .filter((c) => c.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((c) => c.name);
  const order = [...BASE, ...components];
  const layerOf = (name: string) => `mantine.c${String(order.indexOf(name)).padStart(3, '0')}`;
  const layered = (name: string) => `@layer ${layerOf(name)} {\n${sheet(name)}\n}\n`;
  const first = new Set<string>(FIRST_SCREEN_COMPONENTS);
  const prefix = 'virtual:mantine-styles/';
  const classMap =
    /@mantine[\\/]core[\\/]esm[\\/](components|utils)[\\/].*[\\/](\w+)\.module\.mjs$/;
  // `vite` (development) serves Mantine pre-bundled, past this plugin's transform: there the
  // first sheet holds every component's.
  let serving = false;
  return {
    name: 'mantine-styles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (source) => (source.startsWith(prefix) ? source : undefined),
    load(id) {
      if (!id.startsWith(prefix)) return undefined;
      const name = id.slice(prefix.length, -'.css'.length);
      if (name !== 'first') return layered(name);
      const declared = `@layer ${order.map(layerOf).join(', ')};\n`;
      const included = serving ? order : [...BASE, ...order.filter((n) => first.has(n))];
      return declared + included.map(layered).join('');
    },
    transform(code, id) {
      const name = classMap.exec(id)?.[2];
      if (!name || first.has(name) || !order.includes(name)) return null;
      return { code: `import '${prefix}${name}.css';\n${code}`, map: null };
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

/**
 * Every lazy `import()` goes through src/lib/sliced-preload.ts instead of Vite's own preload
 * helper: the same links, appended a few per task rather than all in the task that asks for a
 * screen (issue 46: ~60 links were the largest part of a signed-in screen's blocking time).
 */
function slicedPreload(): Plugin {
  const helper = '\0vite/preload-helper.js';
  const ours = path.resolve(import.meta.dirname, 'src/lib/sliced-preload.ts');
  let replaced = false;
  return {
    name: 'sliced-preload',
    load(id) {
      if (id !== helper) return undefined;
      replaced = true;
      return `export { __vitePreload } from ${JSON.stringify(ours)};`;
    },
    // Should a Vite release load its helper some other way, the build says so rather than
    // ship Vite's helper unnoticed.
    generateBundle(_options, bundle) {
      const lazy = Object.values(bundle).some((c) => c.type === 'chunk' && c.dynamicImports.length);
      if (lazy && !replaced) this.error(`sliced-preload: ${helper} was not replaced`);
    },
  };
}

// What every page loads before its first render, as one file (see `codeSplitting` below):
// React, the router, queries; Mantine's core and the components of the header and Home (those
// of app/first-screen-components.ts); the app's session, API client and texts.
const CORE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/;
const FIRST_SCREEN_MANTINE = new RegExp(
  `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|utils(?![\\\\/]InlineInput)|components[\\\\/](${[
    ...FIRST_SCREEN_COMPONENTS,
    'InputBase',
    'TextInput',
  ].join('|')}))[\\\\/]`,
);
const CORE_APP =
  /[\\/]src[\\/](lib[\\/](session|storage|language|api-client|intent|format|early-calls|call|plain-call|paths|categories)|i18n[\\/](i18n|texts|use-translation|in-time)|components[\\/]airwork-card|airworks[\\/]airwork-states|features[\\/]hiring[\\/](api[\\/]search-airworks|components[\\/]use-search-filters))\.tsx?$/;
// Home's Airwork cards draw these icons; the rest of the icons stay with their screens.
const CORE_ICONS =
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](defaultAttributes|createReactComponent|icons[\\/](IconMapPin|IconSearch))\.mjs$/;
// The form controls of the lists and the search (filters, pager), shared by most screens
// beyond Home: one file instead of eleven, each of which cost a phone a round trip.
const CONTROLS_MANTINE =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](utils[\\/]InlineInput|components[\\/](Checkbox|Radio|NativeSelect|Pagination|Combobox[\\/](ComboboxChevron|Combobox\.module|get-parsed-combobox-data)))|hooks[\\/]esm[\\/](use-uncontrolled|use-merged-ref|use-pagination|utils[\\/]clamp))[\\/]/;
const CONTROLS_APP = /[\\/]src[\\/](components[\\/]pager|airworks[\\/]page-sizes)\.tsx?$/;
// The search's screens (list, map, lobby) share their form and results: one file with them.
const SEARCH =
  /[\\/]src[\\/](features[\\/]hiring[\\/](routes[\\/]airwork-list|components[\\/](search-filters-form|search-results))|hiring[\\/]salary-choices)\.tsx?$/;

export default defineConfig({
  plugins: [
    react(),
    slicedPreload(),
    mantineStyles(),
    canadaOutline(),
    screenTexts(),
    preloadApp('/src/main.tsx'),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Seven characters of content hash (42 bits, rolldown's least for this many chunks)
        // name a file as surely as eight among a few hundred, and the entry's preload map of
        // every lazy chunk (part of Home's first load) is a random character shorter per chunk:
        // about 220 bytes compressed (issue 46).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
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
            { name: 'controls', test: (id) => CONTROLS_MANTINE.test(id) || CONTROLS_APP.test(id) },
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
