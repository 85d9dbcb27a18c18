import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newTabletPage, startServer, type RunningServer } from './harness';

/**
 * One backend and one Chromium for a test file: started before its tests, stopped after them. `set`
 * hands them to the file's own variables (its tests read `server` and `browser` as before).
 */
export function withServerAndBrowser(set: (server: RunningServer, browser: Browser) => void): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    set(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
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
