/**
 * The build's own Vite plugins (vite.config.ts uses them): checks and output steps that no library
 * plugin does. Each says why it exists.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Fails the build when chunks import each other in a circle. Manual chunk groups can produce one (a
 * route's lazy facade chunk hosting a module the group imports back); the hoisted bindings are then
 * read before they are set, depending on which chunk the browser happens to evaluate first — seen
 * here as a socket message handler reading an undefined constant on one start in ten.
 */
export function noChunkCycles(): Plugin {
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
export function precompress(): Plugin {
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
 * Marks the entry and the chunks named in `names` (vite.config.ts: what every start runs and the
 * board's dialogs) with V8's compile hint `//# allFunctionsCalledOnLoad`, which counts only as a file's
 * first line: V8 then compiles all their functions on a background thread while the file streams in,
 * instead of each one on the main thread when first called. Module scripts never get V8's code cache in
 * Chromium here (tests/bench/code-cache.ts), so without the hint every start compiled the app's code
 * again inside its longest tasks. The line is added last, after the preload helper's map (which Vite
 * puts first), and the source maps move down by that line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
export function compileHints(names: ReadonlySet<string>): Plugin {
  const hinted = (chunk: { isEntry: boolean; name: string }) => chunk.isEntry || names.has(chunk.name);
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
export function evaluateInSteps(): Plugin {
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
const BOOT_SCRIPT = fileURLToPath(new URL('../src/boot/color-scheme.js', import.meta.url));
export function bootScript(): Plugin {
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
