/**
 * The floor under the Lighthouse figures: the same audit (mobile, first visit, median of five) of a
 * bare login form built with the design card's framework and nothing else (tests/bench/floor), served
 * brotli-compressed like our build. It says how much of the score this machine and the framework take
 * before any product code, so the product's score can be read against it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ROOT } from '../e2e/harness';
import { auditRuns, CALIBRATED, scoreFigure, withLighthouseChromium } from './lighthouse';
import { reps, type Figure } from './stats';

const VARIANTS = [
  { name: 'React 19 alone', stack: false },
  { name: 'React 19 + TanStack Router + Query', stack: true },
];

async function buildFloor(stack: boolean): Promise<string> {
  const outDir = join(ROOT, '.bench/floor', stack ? 'stack' : 'react');
  await build({
    root: join(ROOT, 'tests/bench/floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { FLOOR_STACK: JSON.stringify(stack) },
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Every file of `dir`, brotli-compressed once; unknown paths get index.html (the SPA fallback). */
function serveCompressed(dir: string): Promise<Server> {
  const files = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(p.slice(dir.length).replaceAll('\\', '/'), brotliCompressSync(readFileSync(p)));
    }
  };
  walk(dir);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const key = files.has(path) ? path : '/index.html';
    res.writeHead(200, {
      'content-type': TYPES[extname(key)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': key.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(files.get(key));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function lighthouseFloor(): Promise<Figure[]> {
  // Built first: a vite build must not share the machine with an audit.
  const dirs: string[] = [];
  for (const v of VARIANTS) dirs.push(await buildFloor(v.stack));
  return withLighthouseChromium(async (port) => {
    const figures: Figure[] = [];
    for (const [i, v] of VARIANTS.entries()) {
      const server = await serveCompressed(dirs[i]!);
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/login`;
        const runs = await auditRuns(url, port, reps(5));
        // Also with the CPU slowdown calibrated to the host, as the product's pages are (each audit at
        // the index read just before it).
        const calibrated = await auditRuns(url, port, reps(5), false, 'calibrated');
        figures.push(
          scoreFigure(`Lighthouse floor (mobile), bare login form: ${v.name}`, runs, 'no product code'),
          scoreFigure(
            `Lighthouse floor, CPU calibrated to this host: ${v.name}`,
            calibrated,
            `no product code; CPU ${CALIBRATED}`,
          ),
        );
      } finally {
        // The shared Chromium keeps its connections alive; close() alone would wait them out.
        server.closeAllConnections();
        await new Promise((r) => server.close(r));
      }
    }
    return figures;
  });
}
