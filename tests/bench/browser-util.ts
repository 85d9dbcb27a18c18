import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { TABLET } from '../e2e/harness';

/** The counter tablet's context (as newTabletPage in the e2e harness), with extra options. */
export async function tabletContext(
  browser: Browser,
  baseURL: string,
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ...TABLET,
    ...extra,
  });
  // tsx (esbuild keepNames) wraps named inner functions in __name(…); functions serialised into the
  // page by addInitScript/evaluate would throw without it.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  return context;
}

export { swReady } from '../e2e/harness';

export interface PaintProbe {
  /** performance.now() (ms since navigation start) at the frame after the shell's manager name appeared. */
  shell?: number;
  /** … after the first order card appeared. */
  firstCard?: number;
  /** Epoch ms (timeOrigin + now) at the frame after each order id's card first appeared. */
  seen: Record<string, number>;
}

/**
 * Installed with addInitScript before any page script: watches the DOM from the first byte and notes,
 * one animation frame after the fact (≈ painted), when the shell and each order card first appear.
 */
export function paintProbe(): void {
  const w = window as unknown as { __probe: PaintProbe };
  const probe: PaintProbe = { seen: {} };
  w.__probe = probe;
  const frame = (fn: (t: number) => void) => requestAnimationFrame(() => fn(performance.now()));
  const check = (records: MutationRecord[]) => {
    if (probe.shell === undefined && document.querySelector('[data-testid="manager-name"]')) {
      probe.shell = -1;
      frame((t) => (probe.shell = t));
    }
    if (probe.firstCard === undefined && document.querySelector('[data-testid="order-card"]')) {
      probe.firstCard = -1;
      frame((t) => (probe.firstCard = t));
    }
    for (const r of records)
      for (const node of r.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const cards = node.matches('[data-order-id]')
          ? [node]
          : [...node.querySelectorAll<HTMLElement>('[data-order-id]')];
        for (const c of cards) {
          const id = c.dataset.orderId!;
          if (!(id in probe.seen)) {
            probe.seen[id] = -1;
            frame((t) => (probe.seen[id] = performance.timeOrigin + t));
          }
        }
      }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

export const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __probe: PaintProbe }).__probe);
