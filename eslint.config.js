import { readFileSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';
import importPlugin from 'eslint-plugin-import';

// The house rules that hold by themselves (docs/decisions.md, "Lint-enforced boundaries").
// Layers point one way; each zone below names a layer and what it may not import.

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const webFeatures = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** A web feature shares through components/ and lib/, never by importing another feature. */
const featureZones = webFeatures.map((name) => ({
  target: `./${WEB}/features/${name}`,
  from: `./${WEB}/features`,
  except: [`./${name}`],
  message: 'Features do not import each other; share through components/ or lib/.',
}));

/** Web: lib → i18n → components → features → app. Nothing imports a layer above it. */
const webZones = [
  {
    target: `./${WEB}/lib`,
    from: [`./${WEB}/i18n`, `./${WEB}/components`, `./${WEB}/features`, `./${WEB}/app`],
    message: 'lib/ is the bottom layer: it imports no i18n, components, features or app.',
  },
  {
    target: `./${WEB}/i18n`,
    from: [`./${WEB}/components`, `./${WEB}/features`, `./${WEB}/app`],
    message: 'i18n/ imports only lib/.',
  },
  {
    target: `./${WEB}/components`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'Shared components import no feature and no app code.',
  },
  {
    target: `./${WEB}/features`,
    from: `./${WEB}/app`,
    message: 'Features do not import the app shell; the shell imports them.',
  },
  ...featureZones,
];

/** Server: lib → db → adapters → plugins → modules → seed → app/runtime. */
const serverZones = [
  {
    target: `./${SERVER}/lib`,
    from: [
      `./${SERVER}/db`,
      `./${SERVER}/adapters`,
      `./${SERVER}/plugins`,
      `./${SERVER}/modules`,
      `./${SERVER}/seed`,
    ],
    message: 'lib/ holds plain helpers: it imports no database, adapter, plugin or module.',
  },
  {
    target: `./${SERVER}/db`,
    from: [
      `./${SERVER}/adapters`,
      `./${SERVER}/plugins`,
      `./${SERVER}/modules`,
      `./${SERVER}/seed`,
    ],
    message: 'db/ knows no adapter, plugin or module.',
  },
  {
    target: `./${SERVER}/adapters`,
    from: [`./${SERVER}/plugins`, `./${SERVER}/modules`, `./${SERVER}/seed`],
    message: 'Adapters talk to the outside world and know no plugin or module.',
  },
  {
    target: `./${SERVER}/plugins`,
    from: [`./${SERVER}/modules`, `./${SERVER}/seed`],
    message: 'Plugins are below the modules: app.ts hands them what they need from a module.',
  },
  {
    target: `./${SERVER}/modules`,
    from: [
      `./${SERVER}/seed`,
      `./${SERVER}/app.ts`,
      `./${SERVER}/runtime.ts`,
      `./${SERVER}/server.ts`,
    ],
    message: 'Modules do not import the composition root or the seeds.',
  },
];

/**
 * The server's modules, bottom to top. A module imports only modules of lower layers — never
 * one beside it or above it (a need upwards is handed down by app.ts, as airworks gets the
 * closing of applications from hiring) — and only their public face: service, use cases,
 * `*.access.ts`, mail templates; never another module's repository.
 */
const MODULE_STACK = JSON.parse(readFileSync(`${SERVER}/modules/module-stack.json`, 'utf8'));
const modulesDir = `${SERVER}/modules`;
const layerOf = (name) => MODULE_STACK.findIndex((layer) => layer.includes(name));
const serverModules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const name of serverModules) {
  if (layerOf(name) < 0) throw new Error(`eslint.config.js: put module "${name}" in MODULE_STACK`);
}
const repositoriesOf = (name) =>
  readdirSync(`${modulesDir}/${name}`)
    .filter((f) => f.endsWith('.repository.ts'))
    .map((f) => `./${modulesDir}/${name}/${f}`);
const moduleZones = serverModules.flatMap((name) => {
  const others = serverModules.filter((other) => other !== name);
  const notBelow = others.filter((other) => layerOf(other) >= layerOf(name));
  return [
    {
      target: `./${modulesDir}/${name}`,
      from: others.flatMap(repositoriesOf),
      message:
        'Another module\'s repository is its own: use its service or its *.access.ts (docs/decisions.md, "Modules with a public face").',
    },
    ...(notBelow.length > 0
      ? [
          {
            target: `./${modulesDir}/${name}`,
            from: notBelow.map((other) => `./${modulesDir}/${other}`),
            message:
              'A module imports only modules below it in MODULE_STACK (eslint.config.js); a need upwards is handed down by app.ts.',
          },
        ]
      : []),
  ];
});

/**
 * An Airwork moves only through `AirworkMoves` (airwork-lifecycle.ts, issue 47): its status
 * change and record are written by airwork-moves.repository.ts, which nothing else in the
 * module imports (its locks reach other modules through airworks.access.ts).
 */
const airworksDir = `${modulesDir}/airworks`;
const moveZones = [
  {
    target: readdirSync(airworksDir)
      .filter((f) => f.endsWith('.ts'))
      .filter(
        (f) =>
          !['airwork-lifecycle.ts', 'airworks.access.ts', 'airwork-moves.repository.ts'].includes(
            f,
          ),
      )
      .map((f) => `./${airworksDir}/${f}`),
    from: `./${airworksDir}/airwork-moves.repository.ts`,
    message:
      'An Airwork moves only through AirworkMoves (airwork-lifecycle.ts); its locks are in airworks.access.ts.',
  },
];

/**
 * Where the money stands is asked of the payment table's helpers (payment-states.ts: `isHeld`,
 * `paymentFrom('capture')`, `CHARGED` …), never by comparing a state's name (issue 47): a state
 * renamed or added then changes one file.
 */
const PAYMENT_STATE = '/^(created|held|captured|released|refunded|expired)$/';
const paymentStateChecks = [
  `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${PAYMENT_STATE}]`,
  `CallExpression[callee.name=/^(eq|ne)$/] > Literal[value=${PAYMENT_STATE}]`,
  `CallExpression[callee.name=/^(inArray|notInArray)$/] > ArrayExpression > Literal[value=${PAYMENT_STATE}]`,
  `SwitchCase > Literal.test[value=${PAYMENT_STATE}]`,
].map((selector) => ({
  selector,
  message:
    "Ask where the money stands through payment-states.ts's helpers (isHeld, paymentFrom, CHARGED …), not by a state's name.",
}));

const sharedZones = [
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared is imported by both apps and imports neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'eslint.config.js',
      'apps/web/postcss.config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    plugins: { import: importPlugin },
    settings: {
      // Relative imports are extensionless TypeScript; the node resolver finds them with these.
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Packages are never part of a cycle of ours: their code is not parsed.
      'import/ignore': ['node_modules'],
    },
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        { zones: [...sharedZones, ...webZones, ...serverZones, ...moduleZones, ...moveZones] },
      ],
      // Functions short enough to read at once; files that do one thing.
      'max-lines-per-function': [
        'warn',
        { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-restricted-syntax': ['error', ...paymentStateChecks],
    },
  },
  {
    // The payment table itself, and the demo's story told in its states.
    files: ['packages/shared/src/payments/payment-states.ts', `${SERVER}/seed/**`],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests list cases and fixtures at length; generated data files are not read as code.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**/*.ts',
      'apps/server/src/test/**',
      'apps/server/faults/**',
    ],
    rules: { 'max-lines-per-function': 'off', 'max-lines': 'off' },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
      // SQL lives in repositories: only they (and db/) see Drizzle and the tables.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: 'Only *.repository.ts files (and db/) import Drizzle.',
            },
            {
              regex: '/db/schema/',
              message: 'Only *.repository.ts files (and db/) import the database schema.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      `${SERVER}/**/*.repository.ts`,
      `${SERVER}/db/**`,
      // Tests read what a call stored, straight from the tables.
      `${SERVER}/**/*.test.ts`,
      `${SERVER}/test/**`,
      'apps/server/drizzle.config.ts',
      'apps/server/bench/**',
      'apps/server/faults/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      `${SERVER}/config.ts`,
      `${SERVER}/test/**`,
      `${SERVER}/**/*.test.ts`,
      'apps/server/vitest.config.ts',
      'apps/server/drizzle.config.ts',
      `${SERVER}/scripts/**`,
      'apps/server/bench/**',
      'apps/server/faults/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Playwright fixtures take their dependencies as a (possibly empty) destructured object.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
