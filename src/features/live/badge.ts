import { useEffect } from 'react';
import { inNextTask } from '@/lib/yield';

/**
 * The installed app's icon badge shows the live order count where the platform supports it. Set in a
 * task of its own: `setAppBadge` costs 1–3 ms of the main thread, and the effect runs at the end of
 * the board's first render (a sync render flushes its effects in the same task), which is the start's
 * longest task already (issue 27 §1). A count that changes again before then is set once.
 */
export function useAppBadge(count: number) {
  useEffect(
    () =>
      inNextTask(() => {
        const nav = globalThis.navigator as Navigator & {
          setAppBadge?: (n?: number) => Promise<void>;
          clearAppBadge?: () => Promise<void>;
        };
        if (!nav?.setAppBadge) return;
        (count > 0 ? nav.setAppBadge(count) : (nav.clearAppBadge?.() ?? Promise.resolve())).catch(
          () => undefined,
        );
      }),
    [count],
  );
}
