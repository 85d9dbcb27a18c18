/**
 * `npm run screenshots`: starts the reference server on a fresh data directory, logs in as the demo
 * super admin, picks store 1 in /admin-mode and saves a PNG of every route of the spec's route list
 * into .screenshots/ (git-ignored): 1280×800 (the counter tablet in landscape) at the top, and the
 * same route at 800×1280 (portrait) and 390×844 (phone) in the subfolders of those names. Needs a
 * built app (`npm run build`) and /usr/bin/chromium.
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

/** The sizes every route is saved at; `dir` under .screenshots/ ('' = the folder itself). */
const VIEWPORTS = [
  { dir: '', width: 1280, height: 800 },
  { dir: '800x1280', width: 800, height: 1280 },
  { dir: '390x844', width: 390, height: 844 },
] as const;

function fileName(route: string, index: number): string {
  const name = route === '/' ? 'root' : route.slice(1).replaceAll('/', '_');
  return `${String(index + 1).padStart(2, '0')}-${name}.png`;
}

/** The route as it is on screen now, at every size; the page is back at the tablet's size after. */
async function shoot(page: Page, route: string, index: number): Promise<string[]> {
  const saved: string[] = [];
  for (const { dir, width, height } of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    // The page has settled at the first size; a new size only needs its layout painted.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const file = path.join(OUT_DIR, dir, fileName(route, index));
    await page.screenshot({ path: file });
    saved.push(path.relative(process.cwd(), file));
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
  return saved;
}

async function main(): Promise<void> {
  for (const { dir } of VIEWPORTS) await mkdir(path.join(OUT_DIR, dir), { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    // What a signed-out person sees first, in a context of its own.
    const anonymous = await newTabletPage(browser, server.url);
    await anonymous.goto('/login');
    await settle(anonymous);
    console.log((await shoot(anonymous, '/login', ROUTES.indexOf('/login'))).join('\n'));
    await anonymous.context().close();

    const page = await newTabletPage(browser, server.url);
    await login(page, server.url, 'admin', DEMO_PASSWORD);
    await page.goto('/admin-mode');
    await settle(page);
    console.log((await shoot(page, '/admin-mode', ROUTES.indexOf('/admin-mode'))).join('\n'));
    await pickStore(page, STORE_1_NAME);

    for (const [index, route] of ROUTES.entries()) {
      if (route === '/login' || route === '/admin-mode') continue;
      await page.goto(route);
      await settle(page);
      console.log((await shoot(page, route, index)).join('\n'));
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
