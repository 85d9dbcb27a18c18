/**
 * The main-thread tasks Lighthouse's simulation keeps, read from an audit's own trace. Lantern (the
 * simulation behind the mobile scores) drops every task under 10 ms as observed on this host unless it
 * holds the page's first parse, layout or paint (@paulirish/trace_engine, PageDependencyGraph,
 * SIGNIFICANT_DUR_THRESHOLD_MS), and multiplies the rest by the CPU slowdown: at the calibrated ~5–8×, a
 * task of 10 ms here is 50–85 ms of the slow tablet's, and its excess over 50 ms is blocking time. So
 * the list of tasks of 10 ms or more after the first paint is what TBT is made of, and what to cut.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT } from '../e2e/harness';

/** The fields of a Chromium trace event the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      documentLoaderURL?: string;
      url?: string;
      functionName?: string;
      lineNumber?: number;
      columnNumber?: number;
    };
  };
}

export interface LongTask {
  /** Start, ms after the navigation. */
  at: number;
  ms: number;
  /** What ran inside, longest first: script entry points (source-mapped), style, layout, microtasks. */
  parts: string[];
}

const PARTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
]);

const maps = new Map<string, SourceMapConsumer | null>();
/** `file:line name` of a script position, through the built chunk's source map when there is one. */
function where(url: string, line: number | undefined, column: number | undefined): string {
  const file = /\/assets\/([^/?#]+\.js)$/.exec(url)?.[1];
  if (file && line !== undefined) {
    if (!maps.has(file)) {
      let map: SourceMapConsumer | null = null;
      try {
        map = new SourceMapConsumer(
          JSON.parse(readFileSync(join(ROOT, 'dist/assets', `${file}.map`), 'utf8')),
        );
      } catch {
        /* no map: the chunk's own name */
      }
      maps.set(file, map);
    }
    const p = maps.get(file)?.originalPositionFor({ line, column: column ?? 0 });
    if (p?.source)
      return `${p.source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${p.line}`;
  }
  return url.split('/').pop() ?? url;
}

/** Main-thread tasks of at least `minMs` after the first contentful paint of the page at `urlPart`. */
export function longTasksAfterFcp(events: TraceEvent[], urlPart: string, minMs = 10): LongTask[] {
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(urlPart))
    .at(-1);
  if (!nav) return [];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
  const from = fcp?.ts ?? nav.ts;
  const main = events
    .filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  return main
    .filter((t) => t.name === 'RunTask' && t.ts + t.dur! >= from && t.dur! >= minMs * 1000)
    .map((t) => {
      const parts = main
        .filter((e) => PARTS.has(e.name) && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur! && e.dur! >= 500)
        // Nested ones too (a microtask's React work inside RunMicrotasks): a diagnosis, not a sum.
        .sort((a, b) => b.dur! - a.dur!)
        .slice(0, 6)
        .map((e) => {
          const d = e.args?.data;
          const at = d?.url
            ? ` ${d.functionName ? `${d.functionName} ` : ''}${where(d.url, d.lineNumber, d.columnNumber)}`
            : '';
          return `${e.name}${at} ${(e.dur! / 1000).toFixed(1)}`;
        });
      return { at: Math.round((t.ts - nav.ts) / 1000), ms: Math.round(t.dur! / 100) / 10, parts };
    });
}
