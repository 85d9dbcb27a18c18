import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer, type RunningServer } from './harness';

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
