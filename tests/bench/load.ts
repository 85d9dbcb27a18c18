/**
 * Runs tests/bench/load-worker.ts in a process of its own (the servers under test are processes of
 * their own too) and returns its one-line result. See load-worker.ts for the options.
 */
import { runChild } from './child';

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

export const runLoad = (opts: LoadOptions) => runChild<LoadResult>('load-worker.ts', [JSON.stringify(opts)]);
