/**
 * Runs `fn` once the page has been quiet for a moment after `delayMs`: for work that must not compete
 * with painting the first screen (loading the toast and update-prompt code, dialogs). Returns a cancel.
 */
export function afterIdle(fn: () => void, delayMs = 0): () => void {
  let idleId: number | null = null;
  const timer = setTimeout(() => {
    if (typeof globalThis.requestIdleCallback === 'function')
      idleId = globalThis.requestIdleCallback(fn, { timeout: 2_000 });
    else fn();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleId !== null) globalThis.cancelIdleCallback?.(idleId);
  };
}
