/**
 * Shared by every e2e test and by scripts/screenshots.ts: start the reference server on a fresh data
 * directory, drive Debian's Chromium with playwright-core, log in the way a person does, and call the
 * API directly when a test needs to set something up or look behind the screen.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { APP_NAME, APP_TYPE, type EnvelopeBase } from '@/contract';
import { buildServer } from '../../scripts/build-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const DEMO_PASSWORD = 'demo1234';

const LISTENING = /Listening on (http:\/\/\S+)/;
// E2E_START_TIMEOUT_MS: more time when other work loads the machine (a start has taken 70 s).
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 60_000;
const STOP_TIMEOUT_MS = 10_000;
const MAX_OUTPUT_CHARS = 200_000;

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The fresh data directory the server runs on (removed by stop()). */
  dataDir: string;
  /** SIGTERM, wait for the exit, remove the data directory. Safe to call twice. */
  stop(): Promise<void>;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  proc: ChildProcess;
}

/** Servers still running, killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const proc of running) killGroup(proc, 'SIGKILL');
});

function killGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
  try {
    // Negative pid: the whole process group (tsx runs the server in a child process of its own).
    process.kill(-proc.pid, signal);
  } catch {
    try {
      proc.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function waitForExit(proc: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Spawns the compiled server as production runs it (`node dist-server/start.mjs --no-build`, compiled
 * from server/ once per test process; the built PWA in dist/ must exist: `npm test` builds first) on
 * port 0 and a fresh temporary DATA_DIR, and resolves once it prints its address.
 */
let serverBundle: Promise<string> | undefined;

/** The compiled server (dist-server/start.mjs), compiled once per test process. */
export const compiledServer = (): Promise<string> => (serverBundle ??= buildServer());

export async function startServer(
  opts: {
    env?: Record<string, string>;
    startTimeoutMs?: number;
    /** A seeded PGlite data directory to start from (a copy of it), instead of seeding at start-up. */
    seededFrom?: string | null;
    /** Another copy of the compiled server (with the built app beside it); default the project's. */
    bundle?: string;
  } = {},
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'counter-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A fresh embedded database per server unless the test asks otherwise; no stray simulator.
  delete env.DATABASE_URL;
  delete env.SIMULATE;
  Object.assign(env, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NO_COLOR: '1' }, opts.env);
  // A restart on a DATA_DIR the test gave keeps the database it already holds.
  const pgliteDir = path.join(env.DATA_DIR!, 'pglite');
  if (opts.seededFrom && !existsSync(pgliteDir)) await cp(opts.seededFrom, pgliteDir, { recursive: true });

  const startTimeout = opts.startTimeoutMs ?? START_TIMEOUT_MS;
  const bundle = opts.bundle ?? (await compiledServer());
  // process.execPath: the same pinned Node that runs the tests (npm scripts put it first on PATH).
  const proc = spawn(process.execPath, ['--enable-source-maps', bundle, '--no-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(proc);

  let out = '';
  const append = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    if (out.length > MAX_OUTPUT_CHARS) out = out.slice(-MAX_OUTPUT_CHARS);
  };
  proc.stdout?.on('data', append);
  proc.stderr?.on('data', append);

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      killGroup(proc, 'SIGTERM');
      if (!(await waitForExit(proc, STOP_TIMEOUT_MS))) {
        killGroup(proc, 'SIGKILL');
        await waitForExit(proc, STOP_TIMEOUT_MS);
      }
      running.delete(proc);
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not print "Listening on …" within ${startTimeout} ms`)),
        startTimeout,
      );
      const onData = () => {
        const m = LISTENING.exec(out);
        if (m?.[1]) {
          clearTimeout(timer);
          proc.stdout?.off('data', onData);
          resolve(m[1].replace(/\/+$/, ''));
        }
      };
      proc.stdout?.on('data', onData);
      proc.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      proc.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited before listening (code ${code}, signal ${signal})`));
      });
    });
    return { url, dataDir, stop, output: () => out, proc };
  } catch (err) {
    await stop();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`startServer: ${reason}\n--- server output ---\n${out}`, { cause: err });
  }
}

/** How Debian's Chromium runs here: headless, and without the background calls this closed network refuses. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** The service worker controls the page and holds token info, store info and the code list for an offline start. */
export async function swReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.waitForFunction(
    async () => (await (await caches.open('api-fallback-v1')).keys()).length >= 3,
    undefined,
    {
      timeout: 30_000,
      polling: 200,
    },
  );
}

/** The counter tablet's shape for a browser context: 1280×800, Korean locale, Seoul time. */
export const TABLET = {
  viewport: { width: 1280, height: 800 },
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
} as const;

/**
 * A tablet-shaped context in a fresh persistent profile, as the installed app has (Playwright's
 * ordinary contexts are incognito ones: Chromium reports them not installable, and their caches are
 * in memory only). `close` also removes the profile.
 */
export interface PersistentTablet {
  context: BrowserContext;
  close(): Promise<void>;
}
export async function persistentTabletContext(baseURL: string): Promise<PersistentTablet> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'counter-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    ...TABLET,
  });
  return {
    context,
    async close() {
      await context.close();
      // Chromium may still be writing to the profile as it exits.
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** A page in a fresh context shaped like the counter tablet. */
export async function newTabletPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...TABLET });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`[pageerror] ${err.message}`));
  return page;
}

/** Logs in through the login form as a person would and waits until the app has left /login. */
export async function login(page: Page, url: string, userId: string, password: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('아이디', { exact: true }).fill(userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

export type ApiEnvelope<T = unknown> = EnvelopeBase & { data?: T };

/** POSTs JSON to `${url}/api/${path}` (bearer token optional) and returns the parsed envelope. */
export async function api<T = unknown>(
  url: string,
  apiPath: string,
  body: unknown = {},
  token?: string,
): Promise<ApiEnvelope<T>> {
  const path = apiPath.replace(/^\/+/, '');
  // Customer-channel calls carry the store's channel key, created once per server and store as the
  // demo super admin would (the key calls are beyond the spec; server/auth/channel.ts).
  const channelKey = path.startsWith('customer/') ? await channelKeyFor(url, body) : undefined;
  const res = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(channelKey ? { 'x-channel-key': channelKey } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  try {
    const envelope = JSON.parse(text) as ApiEnvelope<T>;
    const placed = (envelope.data as { order?: { order_id?: number; store_id?: number } } | undefined)?.order;
    if (path === 'customer/order/create' && placed?.order_id && placed.store_id)
      orderStores.set(`${url}|${placed.order_id}`, placed.store_id);
    return envelope;
  } catch {
    throw new Error(`api ${apiPath}: HTTP ${res.status}, not JSON: ${text.slice(0, 500)}`);
  }
}

const channelKeys = new Map<string, Promise<string>>();
/** Which store each order placed through api() belongs to: a cancel request names only the order. */
const orderStores = new Map<string, number>();

/** The channel key of the order's store, created once per server and store. */
function channelKeyFor(url: string, body: unknown): Promise<string> {
  const b = (body ?? {}) as { store_id?: number; order_id?: number };
  const storeId = b.store_id ?? orderStores.get(`${url}|${b.order_id}`) ?? 1;
  const cacheKey = `${url}|${storeId}`;
  let p = channelKeys.get(cacheKey);
  if (!p) {
    p = (async () => {
      const admin = await apiLogin(url, 'admin');
      const r = await api<{ secret: string }>(
        url,
        'store/channel/key/create',
        { store_id: storeId, name: 'e2e' },
        admin,
      );
      if (r.code !== 0 || !r.data)
        throw new Error(`channel key for store ${storeId}: ${r.code} ${r.message}`);
      return r.data.secret;
    })();
    p.catch(() => channelKeys.delete(cacheKey));
    channelKeys.set(cacheKey, p);
  }
  return p;
}

/** Logs in through the API and returns the token (for tests that set data up behind the screen). */
export async function apiLogin(url: string, userId: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await api<{ jwt: string }>(url, 'store/login/app', {
    manager_user_id: userId,
    manager_password: password,
    app_type: APP_TYPE,
    app_name: APP_NAME,
  });
  const token = res.data?.jwt ?? res.token;
  if (res.code !== 0 || !token) throw new Error(`apiLogin ${userId}: ${res.code} ${res.message}`);
  return token;
}

/** Waits until the page has stopped fetching and its fonts are in (for screenshots and visual checks). */
export async function settle(page: Page, timeoutMs = 5_000): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** On /admin-mode: picks the store by its name and waits until the app has left /admin-mode. */
export async function pickStore(page: Page, storeName: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/admin-mode')) await page.goto('/admin-mode');
  await page.getByRole('button', { name: storeName }).first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/admin-mode'));
}

/** Waits until the page is at `pathname`, whatever the search params (client-side navigation included). */
export async function waitForPath(page: Page, pathname: string, timeoutMs = 30_000): Promise<void> {
  await page.waitForURL((u) => u.pathname === pathname, { timeout: timeoutMs });
}

/**
 * Waits until an order-list answer fetched after `since` (the page's clock, ms) has reached the page's
 * query cache: features/live/persist-orders.ts saves every list answer to IndexedDB from the cache's success
 * event, with its fetch time, and React has rendered it by the time that write completes. For a test
 * that must look at the board after a particular refetch, instead of sleeping.
 */
export async function waitForOrderListAnswer(
  page: Page,
  storeId: number,
  searchType: number,
  since: number,
  timeoutMs = 10_000,
): Promise<void> {
  await page.waitForFunction(
    ({ key, since }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('counter-backoffice');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('offline')) {
            db.close();
            resolve(false);
            return;
          }
          const get = db.transaction('offline', 'readonly').objectStore('offline').get(key);
          get.onsuccess = () => {
            db.close();
            resolve(((get.result as { fetchedAt?: number } | undefined)?.fetchedAt ?? 0) >= since);
          };
          get.onerror = () => {
            db.close();
            resolve(false);
          };
        };
      }),
    { key: `orders:${storeId}:${searchType}`, since },
    { timeout: timeoutMs, polling: 100 },
  );
}
