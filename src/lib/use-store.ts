import { startTransition, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the person has tapped or typed since the page loaded. Before that (the start, a tablet left
 * alone) a change is drawn in a transition; from then on at once. Drawing changes in transitions while
 * the board is worked measured slower taps (rush tap p50 48 → 64 ms at 4.6× with transitions always,
 * 40–48 → 48–64 ms with them for changes over 10 s after a tap; docs/benchmarks.md): a tap's own
 * render cuts the background one off, which React then starts again, and in a rush they kept coming.
 */
let inputSeen = false;
let listening = false;
function listenForInput(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const mark = () => {
    inputSeen = true;
    for (const type of ['pointerdown', 'keydown'] as const)
      window.removeEventListener(type, mark, { capture: true });
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, mark, { capture: true, passive: true });
}

// Once the person has used the app, changes are drawn as useSyncExternalStore draws them: all
// readers in one synchronous render at the end of the task, before the next paint.
const urgent = new Set<() => void>();
function renderNow(rerender: () => void): void {
  urgent.add(rerender);
  if (urgent.size > 1) return;
  queueMicrotask(() => {
    const all = [...urgent];
    urgent.clear();
    flushSync(() => all.forEach((fn) => fn()));
  });
}

/**
 * An external store's value for the shell and the live board (issue 27 §1–§2). useSyncExternalStore
 * draws every change in one synchronous render React never slices: on a start, each answer, the
 * socket's join and its answers were tasks of 10–50 ms on a slow tablet. Here a change before the
 * person's first tap or key (the start) is drawn in a transition, in slices a first tap can cut in;
 * from then on at once, as before. A reader renders again only when `read()` returns a different value
 * (Object.is). There is no store check before a commit, so a concurrent render is never thrown away
 * and redone; a transition's render reads the store as it is then, so two readers may show two
 * versions for one frame until the next transition (the board's count and its cards), never a lost
 * change.
 */
export function useStore<T>(subscribe: (onChange: () => void) => () => void, read: () => T): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const value = read();
  const shown = useRef(value);
  const latestRead = useRef(read);
  useLayoutEffect(() => {
    shown.current = value;
    latestRead.current = read;
  });
  useEffect(() => {
    listenForInput();
    const check = () => {
      if (Object.is(latestRead.current(), shown.current)) return;
      if (inputSeen) renderNow(rerender);
      else startTransition(rerender);
    };
    const unsubscribe = subscribe(check);
    // A change between this render and the subscription.
    check();
    return unsubscribe;
  }, [subscribe]);
  return value;
}
