/*
 * Deferred work waits for two things: the page's API requests to be answered (the first screen is
 * waiting for its data, and a chunk downloaded meanwhile competes with it on shop Wi-Fi and for the
 * main thread when the answer lands), then an idle moment of the main thread.
 */
let inFlight = 0;
const onQuiet = new Set<() => void>();

/** Called by the API client around each request; returns the call that marks it answered. */
export function trackRequest(): () => void {
  inFlight++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--inFlight > 0) return;
    for (const fn of [...onQuiet]) fn();
  };
}

/** Runs `fn` when no API request is in flight, or after `maxWaitMs` (a hung request must not hold it). */
function whenQuiet(fn: () => void, maxWaitMs: number): () => void {
  if (inFlight === 0) {
    fn();
    return () => {};
  }
  const run = () => {
    cancel();
    fn();
  };
  const timer = setTimeout(run, maxWaitMs);
  const cancel = () => {
    clearTimeout(timer);
    onQuiet.delete(run);
  };
  onQuiet.add(run);
  return cancel;
}

/**
 * Runs `fn` in the main thread's next idle moment, at most `timeoutMs` later (in a task of its own
 * where the browser has no idle callbacks). Returns a cancel.
 */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback?.(id);
  }
  const timer = setTimeout(fn, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `fn` once the page has been quiet for a moment after `delayMs`: for work that must not compete
 * with painting the first screen (loading the toast and update-prompt code, dialogs). Returns a cancel.
 */
export function afterIdle(fn: () => void, delayMs = 0): () => void {
  let cancelIdle = () => {};
  let cancelQuiet = () => {};
  const timer = setTimeout(() => {
    cancelQuiet = whenQuiet(() => (cancelIdle = whenIdle(fn, 2_000)), 5_000);
  }, delayMs);
  return () => {
    clearTimeout(timer);
    cancelQuiet();
    cancelIdle();
  };
}
