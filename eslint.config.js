// ESLint flat config. Type information is deliberately not used: lint stays fast and the type checks
// already run in `npm run typecheck`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The feature folders as they are now; read on every lint run, so a new folder is covered at once. */
function featureFolders() {
  const dir = path.join(root, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}
const features = featureFolders();

const FEATURE_MSG =
  "A feature imports another only through that feature's index.ts, its public face (conventions: bulletproof-react's features); what two features share in full belongs in src/components, src/lib or src/state.";

/**
 * Import boundaries (conventions.md, "Data flows one way"). Paths are resolved first — through the `@/`
 * alias and relative paths alike (scripts/eslint-import-resolver.cjs) — and then matched against the zones.
 */
const boundaryZones = [
  // src/features/<a> may import itself, and another feature only through its index.ts (today only the
  // order screens use the live room's: the alert sound, the outbox, the wake lock)…
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...features.filter((f) => f !== name).map((f) => `./${f}/index.ts`)],
    message: FEATURE_MSG,
  })),
  // …and a feature folder created after this config was loaded (an editor session) may not import the
  // features that existed then.
  ...(features.length > 0
    ? [
        {
          target: `./src/features/!(${features.join('|')})/**/*`,
          from: features.map((name) => `./src/features/${name}/**/*`),
          message: FEATURE_MSG,
        },
      ]
    : []),
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'src/contract is framework-free and shared with server/: it imports only zod and itself.',
  },
  {
    target: './src/contract',
    from: './server',
    message: 'src/contract is framework-free and shared with server/: it imports only zod and itself.',
  },
  {
    // bulletproof-react's app/: it composes providers, router and query client, and nothing below it
    // imports it (routes take only the router context's type from it).
    target: ['./src/features', './src/components', './src/lib', './src/state', './src/contract'],
    from: './src/app',
    message:
      'src/app composes the app; only main.tsx and the routes (for the router context type) import it.',
  },
  {
    target: ['./src/components', './src/lib', './src/state', './src/queries', './src/hooks'],
    from: './src/features',
    message:
      'Shared components, lib, state, queries and hooks sit below the features and may not import them.',
  },
  // The layers below the features, bottom up: lib (framework plumbing: the API client, storage, dates)
  // → state (the app's client state) → queries (shared server data of the current store) and hooks
  // (app-wide hooks such as logout). A lower layer never imports a higher one.
  {
    target: './src/lib',
    from: ['./src/state', './src/queries', './src/hooks', './src/components'],
    message: 'src/lib is the bottom layer: it imports no state, queries, hooks or components.',
  },
  {
    target: './src/state',
    from: ['./src/queries', './src/hooks', './src/components'],
    message: 'src/state sits on lib only: it imports no queries, hooks or components.',
  },
  {
    target: './sw',
    from: ['./src/features', './src/routes', './src/components', './server'],
    message: 'The service worker imports nothing from features, routes, React components or the server.',
  },
  {
    target: './server',
    from: './src',
    except: ['./contract'],
    message: 'server/ imports only src/contract from the client tree.',
  },
  {
    target: './src',
    from: './server',
    message: 'The client never imports server code; share types and schemas through src/contract.',
  },
];

/** Classic zod in the browser: its method chains cannot be tree-shaken (~26 KB gzip at start-up against ~11). */
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message:
    "Browser code uses 'zod/mini' (functional, tree-shakable); classic zod's methods cannot be tree-shaken.",
}));

/** Packages src/contract may not depend on: it is parsed by the browser, the service worker and Node. */
const contractForbiddenPackages = {
  paths: [
    ...['react', 'react-dom', 'valtio', 'fastify', 'drizzle-orm', 'pg', 'ws', 'idb-keyval'].map((name) => ({
      name,
      message: 'src/contract is framework-free: zod and itself only.',
    })),
    ...classicZod,
  ],
  patterns: [
    {
      group: [
        'react/*',
        'react-dom/*',
        '@tanstack/*',
        '@chakra-ui/*',
        '@fastify/*',
        'drizzle-orm/*',
        'node:*',
      ],
      message: 'src/contract is framework-free: zod and itself only.',
    },
  ],
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'dev-dist/',
    'dist-server/',
    'coverage/',
    '.data/',
    '.screenshots/',
    '.bench/',
    '.tmp/',
    'src/routeTree.gen.ts',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'project/base',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
      // Issue 24: a file a newcomer can read whole. The CSS modules have the same limit
      // (tests/unit/css-size.test.ts); generated files are ignored above.
      'max-lines': ['error', { max: 400 }],
    },
  },

  // Browser code: the app.
  {
    name: 'project/browser',
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'project/react-hooks',
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // The service worker.
  {
    name: 'project/service-worker',
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },

  // Node: server, tests that drive it, scripts and config files.
  {
    name: 'project/node',
    files: [
      'server/**/*.ts',
      'tests/server/**/*.ts',
      'tests/e2e/**/*.ts',
      'tests/bench/**/*.ts',
      'scripts/**/*.{ts,js,mjs,cjs}',
      '*.{js,mjs,cjs,ts}',
      '.ci/**/*.{js,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'project/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Import boundaries.
  {
    name: 'project/import-boundaries',
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { [path.join(root, 'scripts/eslint-import-resolver.cjs')]: {} },
      // no-cycle reads the imported modules themselves: with TypeScript's parser.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // Modules that import each other in a circle evaluate in an order that depends on who imported
      // first (a constant read before it is set); type-only imports do not count.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Before the contract's rule: for src/contract, that one (which repeats classicZod) replaces this one.
  {
    name: 'project/zod-mini-in-the-browser',
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    name: 'project/contract-is-framework-free',
    files: ['src/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', contractForbiddenPackages] },
  },
]);
