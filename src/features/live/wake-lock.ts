/**
 * Keeps the tablet's screen on while the order screen is shown (Screen Wake Lock API). The lock is
 * released by the browser whenever the page is hidden, so it is re-acquired on return to visibility.
 * Unsupported browsers (or a refused request, e.g. low battery) fall back silently.
 */
export function keepScreenAwake(): () => void {
  const nav = globalThis.navigator as Navigator & {
    wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> };
  };
  if (!nav?.wakeLock) return () => undefined;
  let sentinel: WakeLockSentinel | null = null;
  let active = true;
  const acquire = async () => {
    if (!active || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    try {
      sentinel = await nav.wakeLock!.request('screen');
    } catch {
      sentinel = null;
    }
  };
  const onVisible = () => void acquire();
  document.addEventListener('visibilitychange', onVisible);
  void acquire();
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', onVisible);
    void sentinel?.release().catch(() => undefined);
    sentinel = null;
  };
}
