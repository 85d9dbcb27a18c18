import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  api,
  apiLogin,
  DEMO_PASSWORD,
  launchBrowser,
  login,
  newTabletPage,
  startServer,
  type RunningServer,
} from './harness';
import { seededSnapshot } from '../server/seeded-db';

let workerBrowser: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker: launched by its first file, shared by the files after it (the e2e
 * project does not isolate its files, so this module lives as long as the worker; a worker runs its
 * files one after another). Each file closes the contexts it opened. Playwright ends it with the worker.
 *
 * Its contexts prefer reduced motion unless a test says otherwise, as for a person who turned
 * animations off: without a GPU, Chromium composes every frame in software, and a board with a missed
 * order (the seed has one) kept ~0.3 of a core busy drawing its pulses, for as long as it was open
 * (docs/decisions.md). A test about motion asks for it (page.emulateMedia), as grips.e2e does.
 */
export function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then((browser) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
    browser.on('disconnected', () => {
      workerBrowser = undefined;
    });
    return browser;
  });
  return workerBrowser;
}

/**
 * The reference server on a fresh copy of the run's seeded database (tests/server/seeded-db.ts): what a
 * first start would seed, without seeding it (~1.2 s instead of ~4.5 s). A restart on the DATA_DIR the
 * test passes in `env` keeps what that directory holds.
 */
export function startSeededServer(opts: Parameters<typeof startServer>[0] = {}): Promise<RunningServer> {
  return startServer({ ...opts, seededFrom: seededSnapshot()?.pgliteDir });
}

/**
 * A test file's backend and its worker's Chromium. The server is the file's own, on a fresh copy of the
 * seeded demo: files never see each other's orders, settings or throttles (a reset between files that
 * also resets every in-memory part of the server); it is stopped after the file, and the contexts the
 * file opened are closed. `set` hands both to the file's own variables.
 */
export function withServerAndBrowser(
  set: (server: RunningServer, browser: Browser) => void,
  env?: Record<string, string>,
): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startSeededServer({ env }), sharedBrowser()]);
    set(server, browser);
  });
  afterAll(async () => {
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
    await server?.stop();
  });
}

/** What a test file runs against: see e2eRun. */
export interface E2eRun {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The API token of `login` (set by the file's beforeAll). */
  readonly token: string;
  /** A tablet page logged in as `page`, shared by the file's tests (they run one after another). */
  readonly page: Page;
  /** withTabletPage on this run's browser and server, with the run's failure screenshot name. */
  withPage(fn: (page: Page) => Promise<void>): Promise<void>;
}

/**
 * The backend and Chromium of a test file (withServerAndBrowser), plus an API login as `login` when
 * given, and a shared page logged in as `page`. Read its fields inside tests and hooks (they are set in
 * beforeAll).
 */
export function e2eRun(
  options: { login?: string; page?: string; failShot?: string; env?: Record<string, string> } = {},
): E2eRun {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let token: string | undefined;
  let page: Page | undefined;
  withServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  }, options.env);
  if (options.login) {
    const userId = options.login;
    beforeAll(async () => {
      token = await apiLogin(server!.url, userId);
    });
  }
  if (options.page) {
    const userId = options.page;
    beforeAll(async () => {
      page = await newTabletPage(browser!, server!.url);
      await login(page, server!.url, userId, DEMO_PASSWORD);
    });
  }
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`e2eRun: ${what} is read before the file's beforeAll`);
    return value;
  };
  const run: E2eRun = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get token() {
      return started(token, 'token');
    },
    get page() {
      return started(page, 'page');
    },
    withPage: (fn) => withTabletPage(run.browser, run.server.url, fn, options.failShot),
  };
  return run;
}

/**
 * Runs `fn` on a fresh tablet-sized page (own cookies and session storage), closed afterwards. With
 * `failShot`, a failure first saves a screenshot to .tmp/<failShot>.png and logs the page's address.
 */
export async function withTabletPage(
  browser: Browser,
  url: string,
  fn: (page: Page) => Promise<void>,
  failShot?: string,
): Promise<void> {
  const page = await newTabletPage(browser, url);
  try {
    await fn(page);
  } catch (err) {
    if (failShot) {
      await page.screenshot({ path: `.tmp/${failShot}.png` }).catch(() => undefined);
      console.error(`[${failShot}] failed at`, page.url());
    }
    throw err;
  } finally {
    await page.context().close();
  }
}

/** An order as the customer channel answers it. */
export interface PlacedOrder {
  order_id: number;
  order_no: string;
  order_status: number;
  total_amount: number;
}

/**
 * A customer's pickup order of one 후라이드치킨 at store 1 on the run's server (`over` replaces fields of
 * the body): the created order, or a thrown error with the server's message.
 */
export async function placeOrder(run: E2eRun, over: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const r = await api<{ order: PlacedOrder }>(run.server.url, 'customer/order/create', {
    store_id: 1,
    order_type: 2,
    pay_type: 1,
    items: [{ product_id: 1, quantity: 1, option_names: [] }],
    ...over,
  });
  if (r.code !== 0 || !r.data) throw new Error(`order not created: ${r.message}`);
  return r.data.order;
}

/** The live board's card of an order. */
export const orderCard = (page: Page, orderId: number) =>
  page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

/** Whether `target` has the keyboard focus. */
export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
