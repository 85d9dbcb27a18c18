/**
 * Ends the current task and goes on in a new one, ahead of other queued work where the browser can
 * (`scheduler.yield`, Chromium 129+). A start-up split this way reaches a slow tablet as several short
 * tasks, between which a tap or a paint is handled, instead of one long one.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `fn` in a task of its own (after `yieldToMain`) unless the returned cancel comes first. */
export function inNextTask(fn: () => void): () => void {
  let wanted = true;
  void yieldToMain().then(() => {
    if (wanted) fn();
  });
  return () => {
    wanted = false;
  };
}

/**
 * Runs `fn` in a task after the browser has painted the next frame: what a tap changed at once (a
 * dialog closing) reaches the screen before heavier work it started (a full board rendered again).
 * A hidden page (or one without frames) paints nothing: there `fn` runs in the next task. On a visible
 * page it waits for the frame, however long a busy slow tablet takes to draw it; `fallbackMs` only
 * covers a page hidden before its frame. It was 100 ms for every page, so a tap whose frame a rush's
 * arrivals held past that could run its step (the board rendered again) before its own frame. The
 * rush bench did not move with this (docs/benchmarks.md, session 2026-12-04b): it keeps the rule.
 */
export function afterNextPaint(fn: () => void, fallbackMs = 1_000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const frames =
    typeof requestAnimationFrame === 'function' && globalThis.document?.visibilityState !== 'hidden';
  if (frames) requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, frames ? fallbackMs : 0);
}
