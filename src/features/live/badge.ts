import { useEffect } from 'react';

/** The installed app's icon badge shows the live order count where the platform supports it. */
export function useAppBadge(count: number) {
  useEffect(() => {
    const nav = globalThis.navigator as Navigator & {
      setAppBadge?: (n?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (!nav?.setAppBadge) return;
    (count > 0 ? nav.setAppBadge(count) : (nav.clearAppBadge?.() ?? Promise.resolve())).catch(
      () => undefined,
    );
  }, [count]);
}
