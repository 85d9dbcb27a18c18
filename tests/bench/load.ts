/**
 * Runs tests/bench/load-worker.ts in a process of its own (the servers under test are processes of
 * their own too) and returns its one-line result. See load-worker.ts for the options.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../e2e/harness';

export interface LoadOptions {
  url?: string;
  /** Round robin per request over these base URLs. */
  urls?: string[];
  /** An API call name (store/order/list) or an absolute path (/uploads/…). */
  path: string;
  body?: unknown;
  token?: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  expect?: number;
  requests?: number;
}
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const child = spawn(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['tests/bench/load-worker.ts', JSON.stringify(opts)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`load worker exited with ${code}`);
  return JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
}
