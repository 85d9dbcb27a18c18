/**
 * `npm run screenshots`: starts the reference server on a fresh data directory, logs in as the demo
 * super admin, picks store 1 in /admin-mode and saves a 1280×800 PNG of every route of the spec's route
 * list into .screenshots/ (git-ignored). Needs a built app (`npm run build`) and /usr/bin/chromium.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  ROOT,
  launchBrowser,
  login,
  newTabletPage,
  pickStore,
  settle,
  startServer,
} from '../tests/e2e/harness';
import { SPEC_ROUTES } from '../tests/unit/spec-routes';

/** Spec §2, in its order ("/" only redirects to /order-list, so it is not shot separately), and a 404. */
const ROUTES = [...SPEC_ROUTES.filter((route) => route !== '/'), '/nope'];

const STORE_1_NAME = '한강치킨 마포점';
const OUT_DIR = path.join(ROOT, '.screenshots');

function fileName(route: string, index: number): string {
  const name = route === '/' ? 'root' : route.slice(1).replaceAll('/', '_');
  return `${String(index + 1).padStart(2, '0')}-${name}.png`;
}

async function shoot(page: Page, route: string, index: number): Promise<string> {
  const file = path.join(OUT_DIR, fileName(route, index));
  await page.screenshot({ path: file });
  return path.relative(process.cwd(), file);
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    // What a signed-out person sees first, in a context of its own.
    const anonymous = await newTabletPage(browser, server.url);
    await anonymous.goto('/login');
    await settle(anonymous);
    console.log(await shoot(anonymous, '/login', ROUTES.indexOf('/login')));
    await anonymous.context().close();

    const page = await newTabletPage(browser, server.url);
    await login(page, server.url, 'admin', DEMO_PASSWORD);
    await page.goto('/admin-mode');
    await settle(page);
    console.log(await shoot(page, '/admin-mode', ROUTES.indexOf('/admin-mode')));
    await pickStore(page, STORE_1_NAME);

    for (const [index, route] of ROUTES.entries()) {
      if (route === '/login' || route === '/admin-mode') continue;
      await page.goto(route);
      await settle(page);
      console.log(await shoot(page, route, index));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
