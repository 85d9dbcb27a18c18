import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  bootScript,
  compileHints,
  evaluateInSteps,
  noChunkCycles,
  precompress,
} from './scripts/vite-plugins';
import { appChunkGroups } from './scripts/chunk-groups';

/** The reference backend (`npm run serve`); the dev server proxies the API, socket and uploads to it. */
const BACKEND = 'http://127.0.0.1:8080';
const BRAND = '#0f766e';

/** The app's chunk groups (scripts/chunk-groups.ts): the board's routes and what only they import. */
const appGroups = appChunkGroups({
  entry: 'main.tsx',
  board: ['routes/_app.tsx', 'routes/_app/order-list.tsx', 'routes/_app/reservation-list.tsx'],
  outside: ['routes/login.tsx', 'routes/admin-mode.tsx'],
});

// The chunks that get V8's compile hint (compileHints in scripts/vite-plugins.ts): what a start runs,
// and the board's dialogs (loaded when idle, so the first 접수 does not compile them). `start` holds the
// API client, state and widgets the entry used to hold (hinted with it). Not `screens`, a few helpers:
// the line costs ~21 bytes gzipped in each file of /order-list's first load (at its 150 KB budget).
const HINTED = new Set([
  'framework',
  'start',
  'live',
  'login',
  'accept-dialog',
  'cancel-dialog',
  'order-detail-dialog',
]);

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    // The router plugin must come before the React plugin so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders go in their own lazy chunk too: their query options pull in each screen's API
      // files and contract schemas, which /login and /order-list do not need up front.
      codeSplittingOptions: {
        // The authenticated layout's loader (the start-up sequence) and its loading screen stay with
        // the route, in the entry: on a cold start the token-info call then goes out as soon as the
        // session is found, instead of after another chunk has been fetched and evaluated.
        splitBehavior: ({ routeId }) =>
          routeId === '/_app' ? [['component'], ['errorComponent', 'notFoundComponent']] : undefined,
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    noChunkCycles(),
    compileHints(HINTED),
    evaluateInSteps(),
    bootScript(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registration is done by the update prompt component (virtual:pwa-register/react).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png', 'store-logo.svg'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Manifest screenshots are for the install dialog only; the shell does not need them offline.
        globIgnores: ['screenshots/**'],
      },
      manifest: {
        id: '/',
        name: '카운터 백오피스',
        short_name: '카운터',
        description: '매장 주문 접수와 운영을 위한 백오피스',
        lang: 'ko',
        start_url: '/order-list',
        scope: '/',
        display: 'standalone',
        display_override: ['fullscreen', 'standalone'],
        orientation: 'landscape',
        theme_color: BRAND,
        background_color: '#f8fafc',
        screenshots: [
          {
            src: 'screenshots/order-list-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: '실시간 주문 현황',
          },
        ],
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: BACKEND, changeOrigin: true },
      '/ws': { target: BACKEND, ws: true, changeOrigin: true },
      '/uploads': { target: BACKEND, changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: {
      '/api': { target: BACKEND, changeOrigin: true },
      '/ws': { target: BACKEND, ws: true, changeOrigin: true },
      '/uploads': { target: BACKEND, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    modulePreload: {
      // The tablet's Chromium has modulepreload; the polyfill would only be bytes.
      polyfill: false,
      // A lazy chunk's preload list names its CSS (Vite loads a chunk's styles this way) and, for the
      // login screen only, the JavaScript it imports: a first visit's /login must not wait for a chain of
      // requests. Every other chunk's JavaScript imports are found when the browser reads the chunk:
      // - the live chunk (every start): a <link rel=modulepreload> per dependency cost ~30 ms of main
      //   thread at start-up in traces;
      // - the back-office screens: their lists named ~190 files in the entry's preload map, 2.5 KB gz of
      //   every first load. The installed app's service worker serves those chunks from its cache, so a
      //   screen's first opening waits a cache read per level of imports, not a network round trip.
      // Login's list leaves out the chunks the entry imports statically: they are loaded by then.
      resolveDependencies: (file, deps) =>
        /(^|\/)login-/.test(file)
          ? deps.filter((d) => !/(^|\/)(rolldown-runtime|framework|react-dom|start)-[\w-]+\.js$/.test(d))
          : deps.filter((d) => d.endsWith('.css')),
    },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // 7 hash characters, not Vite's 8: the entry's preload map names ~190 files, and one character
        // less each is ~220 B gz of every first load. Rolldown refuses a length too short for the number
        // of chunks (at 65 chunks it asked for at least 7).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          // A group takes the modules it names, not everything they import: the board's imports (api
          // client, state, widgets) are the entry's too and must stay there.
          includeDependenciesRecursively: false,
          groups: [
            {
              // The libraries every first screen runs, in one file instead of ~20 small ones. Chakra
              // and emotion, the toast library and workbox-window are not among them: they load with
              // the back-office screens, on the first toast and after start-up respectively.
              name: 'framework',
              // @tanstack/react-table (and its table-core) is not: only the back-office lists use it
              // (components/data-table), so it loads with them, not before the first order card. Nor is zod's
              // Korean locale (contract/locale.ts): the forms load it. Nor is
              // the router's useBlocker: only the forms' leave-without-saving guard (lib/use-contract-form)
              // uses it, so it loads with the back-office screens. Nor are the infinite query's hook and
              // observer: only the completed list's pages use them, and it loads when opened.
              test: /^(?!.*[\\/]react-router[\\/]dist[\\/]esm[\\/]useBlocker\.js$)(?!.*[\\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$)(?!.*[\\/]zod[\\/]v4[\\/]locales[\\/]).*[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-table|table-core)[^\\/]+|zod|idb-keyval|valtio|proxy-compare|use-sync-external-store)[\\/]/,
            },
            {
              // Chakra and what it is built on, in one file that the back-office screens share. Left to
              // automatic chunking it was ~25 files of 0.1–37 KB, and every back-office route's preload
              // list named 30–50 of them: those lists sat in the entry, ~2 KB gz of every first load.
              name: 'chakra',
              test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis|react-is|hoist-non-react-statics)[\\/]/,
            },
            {
              // React DOM's client on its own, evaluated in a step of its own (src/boot/react-dom.ts).
              name: 'react-dom',
              test: /[\\/]src[\\/]boot[\\/]react-dom\.ts$/,
            },
            {
              // The app's own groups, derived from the module graph (scripts/chunk-groups.ts): 'start'
              // (what the entry shares with lazy parts), 'screens' (what the board shares with /login
              // and /admin-mode) and 'live' (the board's routes and what only they import statically;
              // its dialogs and later parts are imported with import() and stay chunks of their own).
              // Left to automatic chunking these were ~20 small files, each a request and a module
              // record at every start.
              name: appGroups,
            },
          ],
        },
      },
      treeshake: {
        // The contract and the label modules only declare values: a screen that imports one call's
        // schema must not drag every other area's schemas (and their zod construction) into its chunk.
        // contract/locale.ts is the exception: it switches zod's messages to Korean.
        moduleSideEffects: [
          { test: /[\\/]src[\\/]contract[\\/]locale\.ts$/, sideEffects: true },
          { test: /[\\/]src[\\/](contract|i18n)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
