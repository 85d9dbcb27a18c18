import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The reference backend (`npm run serve`); the dev server proxies the API, socket and uploads to it. */
const BACKEND = 'http://127.0.0.1:8080';
const BRAND = '#0f766e';

/** See the 'live' chunk group below. */
const LIVE_MODULES = new RegExp(
  [
    String.raw`[\\/]src[\\/]routes[\\/]_app(\.tsx|[\\/](order-list|reservation-list|completed-list)\.tsx)\?tsr-split`,
    String.raw`[\\/]src[\\/]features[\\/](shell|orders|live)[\\/]`,
    String.raw`[\\/]src[\\/]lib[\\/](elapsed|format|use-online|keep-for-offline)\.ts$`,
    String.raw`[\\/]src[\\/]queries[\\/]get-order-info\.ts$`,
    String.raw`[\\/]src[\\/]components[\\/](page-header\.tsx|ui[\\/]badge\.tsx)$`,
    String.raw`[\\/]src[\\/]contract[\\/](delivery-men|socket)\.ts$`,
  ].join('|'),
);
/** See the 'start' chunk group below. */
const START_MODULES = new RegExp(
  [
    String.raw`[\\/]src[\\/]contract[\\/](envelope|common|store|dates|orders|auth|access|codes)\.ts$`,
    String.raw`[\\/]src[\\/]lib[\\/]dates\.ts$`,
    String.raw`[\\/]src[\\/]components[\\/]ui[\\/](cx\.ts|palette\.ts|ui\.module\.css)$`,
  ].join('|'),
);
/** See the 'screens' chunk group below. */
const SCREENS_SHARED = new RegExp(
  [
    String.raw`[\\/]src[\\/](hooks[\\/]use-logout|lib[\\/](use-api-mutation|intent-key))\.ts$`,
    String.raw`[\\/]src[\\/]components[\\/](chakra-scope\.tsx|page-header\.module\.css)$`,
    String.raw`[\\/]src[\\/]components[\\/]ui[\\/](dialog-box\.tsx|dialog-box\.module\.css|form\.ts)$`,
  ].join('|'),
);
// Start-up (bootstrap, and the menu rules it uses) runs from the layout route's loader, in the entry; so
// does what the entry itself needs of the live room (its state, the saved lists, its part of logout).
// Issue 26's lazy parts too: the top bar's 바쁨/pause menus and their calls, the missed-order watch and
// log, the spoken order (the top bar keeps only its countdown, the board its card's flag).
const LIVE_EXCLUDED =
  /(accept-dialog|cancel-dialog|order-detail-dialog|print-ticket|test-page|[\\/]search\.ts|shell[\\/](bootstrap|menu)\.ts|new-order-announcer|color-scheme-button|[\\/]announce\.ts|send-test-noti|print-order|live[\\/](persist-orders|logout|outbox-store|reprint)\.ts|rush-dialog|store-rush|shell[\\/](api[\\/]|pause-end|countdown)|missed-(watch|dialog)|orders[\\/](missed|voice)\.ts|list-missed-orders)/;

/**
 * Fails the build when chunks import each other in a circle. Manual chunk groups can produce one (a
 * route's lazy facade chunk hosting a module the group imports back); the hoisted bindings are then
 * read before they are set, depending on which chunk the browser happens to evaluate first — seen
 * here as a socket message handler reading an undefined constant on one start in ten.
 */
function noChunkCycles(): Plugin {
  return {
    name: 'counter:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const [file, out] of Object.entries(bundle))
        if (out.type === 'chunk') imports.set(file, out.imports);
      const done = new Set<string>();
      const path: string[] = [];
      const visit = (file: string): void => {
        const at = path.indexOf(file);
        if (at >= 0)
          this.error(`chunks import each other in a circle: ${[...path.slice(at), file].join(' -> ')}`);
        if (done.has(file)) return;
        path.push(file);
        for (const next of imports.get(file) ?? []) visit(next);
        path.pop();
        done.add(file);
      };
      for (const file of imports.keys()) visit(file);
    },
  };
}

/**
 * Writes .br and .gz copies of the text files next to them, which the reference backend serves to
 * browsers that accept them (@fastify/static preCompressed). Compressed once at build time at the
 * highest levels instead of on every request: the first-load JS goes over the wire at ~30 % of its size.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'counter:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|webmanifest|json)$/.test(file)) continue;
        const path = join(outDir, file);
        const raw = readFileSync(path);
        if (raw.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * Marks the chunks every start runs (the entry, `framework`, `live`, `login`) and the board's dialogs
 * with V8's compile hint `//# allFunctionsCalledOnLoad`, which counts only as a file's first line: V8
 * then compiles all their functions on a background thread while the file streams in, instead of each
 * one on the main thread when first called. Module scripts never get V8's code cache
 * in Chromium here (tests/bench/code-cache.ts), so without the hint every start compiled the app's code
 * again inside its longest tasks. The line is added last, after the preload helper's map (which Vite
 * puts first), and the source maps move down by that line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
// What a start runs, and the board's dialogs (loaded when idle, so the first 접수 does not compile them).
// Not `start` and `screens`: a few kilobytes of schemas and helpers each, little to compile, and the
// line costs ~21 bytes gzipped in each file of /order-list's first load (at its 150 KB budget).
const HINTED = new Set([
  'framework',
  'live',
  'login',
  'accept-dialog',
  'cancel-dialog',
  'order-detail-dialog',
]);
function compileHints(): Plugin {
  const hinted = (chunk: { isEntry: boolean; name: string }) => chunk.isEntry || HINTED.has(chunk.name);
  return {
    name: 'counter:compile-hints',
    apply: 'build',
    // The file names' hashes are computed before the line is added: this makes them differ from a
    // build without it, so no cache keeps a copy without the hint under the same name.
    augmentChunkHash: (chunk) => (hinted(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hinted(chunk)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The source map is its own asset by now: its mappings move down by the added line.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          } else if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/**
 * Gives each chunk the entry imports statically a module script of its own in index.html, before the
 * entry's, in the order they import each other: the libraries, React DOM's client
 * (src/boot/react-dom.ts), `start` (the schemas), then the entry. The browser evaluates one module
 * script's graph per task, so the start-up's evaluation is four tasks instead of one of 15–22 ms (a
 * slow tablet's ~150 ms): measured here 1.4 | 10–15 | 4–6 | 3–4 ms. Nothing is fetched twice: the
 * entry's imports find the same modules already evaluated.
 */
function evaluateInSteps(): Plugin {
  return {
    name: 'counter:evaluate-in-steps',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const ordered: string[] = [];
        const visit = (file: string) => {
          const out = bundle[file];
          if (ordered.includes(file) || out?.type !== 'chunk') return;
          for (const dep of out.imports) visit(dep);
          ordered.push(file);
        };
        for (const dep of chunk.imports) visit(dep);
        const tags = ordered
          .filter((file) => !/(^|\/)rolldown-runtime-/.test(file))
          .map((file) => `<script type="module" crossorigin src="/${file}"></script>\n    `)
          .join('');
        const entryTag = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        if (!html.includes(entryTag))
          this.error(`evaluate-in-steps: the entry's script tag is not in index.html`);
        return html.replace(entryTag, tags + entryTag);
      },
    },
  };
}

/**
 * The night theme's boot script (src/boot/color-scheme.js), a classic script that `index.html` runs
 * before the first paint, served as /color-scheme.js. Minified at build time: it is part of every first
 * load (the public folder would have copied it with its comments, 0.46 KB gz instead of ~0.25).
 */
const BOOT_SCRIPT = fileURLToPath(new URL('./src/boot/color-scheme.js', import.meta.url));
function bootScript(): Plugin {
  return {
    name: 'counter:boot-script',
    configureServer(server) {
      server.middlewares.use('/color-scheme.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(BOOT_SCRIPT, 'utf8'));
      });
    },
    generateBundle() {
      const { code } = transformSync(readFileSync(BOOT_SCRIPT, 'utf8'), { minify: true, target: 'es2015' });
      this.emitFile({ type: 'asset', fileName: 'color-scheme.js', source: code });
    },
  };
}

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
    compileHints(),
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
          // A group takes the modules it names, not everything they import: the live group's imports
          // (api client, state, widgets) are the entry's too and must stay there.
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
              // uses it, so it loads with the back-office screens.
              test: /^(?!.*[\\/]react-router[\\/]dist[\\/]esm[\\/]useBlocker\.js$)(?!.*[\\/]zod[\\/]v4[\\/]locales[\\/]).*[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-table|table-core)[^\\/]+|zod|idb-keyval|valtio|proxy-compare|use-sync-external-store)[\\/]/,
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
              // The small app modules the entry shares with lazy parts (envelope and common schemas, the
              // store, order, auth and code contracts, dates, the plain widgets' palette); being a
              // chunk of their own, their schemas are built in an evaluation step before the entry's
              // (evaluateInSteps). Left to automatic chunking they were
              // four files of 0.8–1.1 KB, each a request, a service-worker fetch and a module record at
              // every start.
              name: 'start',
              test: START_MODULES,
            },
            {
              // Likewise what the login screen and the live layout both load right after the entry (logout,
              // the write helper and its intent keys, the Chakra scope facade, dialog box,
              // form styles): one file instead of eight. Not in 'start': they import the entry's modules,
              // and the entry would import them. The write helper is here, not in 'live', because the
              // login screen uses it and the live chunk's picker would otherwise import it in a circle.
              name: 'screens',
              test: SCREENS_SHARED,
            },
            {
              // The live screens (authenticated layout, shell, order board and cards) and what only the
              // shell's pages use, in one file: the tablet opens onto them, and ~20 small chunks cost a
              // request and module set-up each. Their dialogs stay out (loaded on first tap), and so does
              // anything /login, /admin-mode or the entry imports (which would then load this chunk).
              name: 'live',
              test: (id: string) => LIVE_MODULES.test(id) && !LIVE_EXCLUDED.test(id),
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
