/**
 * The in-page Event Timing collection of the rush-inp bench (rush-inp.ts, see its comment): every
 * interaction's longest entry, read back from the page, and the page's visibility made to follow the
 * bench (headless Chromium keeps it 'visible').
 */
import type { Page } from 'playwright-core';

export interface Inp {
  /**
   * interactionId → the longest entry's duration (ms), the event's name, and where that duration went:
   * input delay (input → its handlers start: the main thread was busy), processing (the handlers), and
   * the rest, presentation (the render, style, layout and paint up to the next frame).
   */
  byId: Record<string, { duration: number; name: string; delay: number; processing: number }>;
  hidden: boolean;
  /**
   * How many times the spinner overlay (components/spinner-overlay) covered the screen: a tap on it is
   * swallowed, and Playwright's click waits for it to go instead — a wait no Event Timing entry shows.
   */
  covered: number;
}

/** Runs in the page before any script (addInitScript). */
export function observeInteractions(): void {
  const inp: Inp = { byId: {}, hidden: false, covered: 0 };
  (window as unknown as { __inp: Inp }).__inp = inp;
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes)
        if (n instanceof Element && n.matches('[data-testid="spinner-overlay"]')) inp.covered += 1;
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!e.interactionId) continue;
      const prev = inp.byId[e.interactionId];
      if (!prev || e.duration > prev.duration)
        inp.byId[e.interactionId] = {
          duration: e.duration,
          name: e.name,
          delay: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
        };
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // The wake-up figure hides the page: the app reads document.visibilityState (network-back, the query
  // client's focus manager, the sound's re-check), which headless Chromium keeps 'visible'.
  const proto = Document.prototype;
  const real = Object.getOwnPropertyDescriptor(proto, 'visibilityState')!;
  const realHidden = Object.getOwnPropertyDescriptor(proto, 'hidden')!;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get() {
      return inp.hidden ? 'hidden' : (real.get!.call(this) as DocumentVisibilityState);
    },
  });
  Object.defineProperty(document, 'hidden', {
    configurable: true,
    get() {
      return inp.hidden || (realHidden.get!.call(this) as boolean);
    },
  });
}

export const timesCovered = (page: Page) =>
  page.evaluate(() => (window as unknown as { __inp: Inp }).__inp.covered);

export const interactions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __inp: Inp }).__inp.byId);
