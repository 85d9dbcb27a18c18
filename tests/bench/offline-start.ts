/**
 * Offline cold start (issue 4): logged in once online, the service worker in control with its API
 * fallbacks cached; then, with the network off, a new tab opens /order-list. Measured inside the page
 * from navigation start to the frame after the shell (manager name) and the first order card appear.
 */
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, login, type RunningServer } from '../e2e/harness';
import { paintProbe, readProbe, swReady, tabletContext } from './browser-util';
import { median, reps, round, spreadOf, type Figure } from './stats';

export async function offlineStart(server: RunningServer, browser: Browser): Promise<Figure[]> {
  const context = await tabletContext(browser, server.url);
  await context.addInitScript(paintProbe);
  try {
    const page = await context.newPage();
    await login(page, server.url, 'store1', DEMO_PASSWORD);
    await page.locator('[data-testid="order-card"]').first().waitFor();
    await swReady(page);
    await page.close();

    await context.setOffline(true);
    const shell: number[] = [];
    const cards: number[] = [];
    for (let i = 0; i < reps(5); i++) {
      const p = await context.newPage();
      await p.goto(`${server.url}/order-list`);
      await p.waitForFunction(
        () => ((window as unknown as { __probe: { firstCard?: number } }).__probe.firstCard ?? -1) > 0,
        undefined,
        {
          timeout: 30_000,
          polling: 20,
        },
      );
      const probe = await readProbe(p);
      if (probe.shell && probe.shell > 0) shell.push(round(probe.shell));
      cards.push(round(probe.firstCard!));
      await p.close();
    }
    return [
      {
        figure: 'offline cold start → shell painted',
        value: median(shell),
        unit: 'ms',
        target: '—',
        spread: spreadOf(shell),
        note: 'new tab, network off, SW + IndexedDB; from navigation start',
      },
      {
        figure: 'offline cold start → last orders painted',
        value: median(cards),
        unit: 'ms',
        target: '≤ 1000 ms',
        spread: spreadOf(cards),
        note: 'first order card + next frame',
      },
    ];
  } finally {
    await context.close();
  }
}
