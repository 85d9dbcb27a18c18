/**
 * "The network is back" as one event with one handler, whatever noticed it first: the browser's
 * `online`, the app coming back into view, or the socket reopening after a drop. A tablet waking up
 * fires two or three of them within a moment; they run the handler once. A cue after the window (the
 * socket reopening seconds after `online`) runs it again: events may have been missed in between. And
 * a loss in between (`offline`, the socket dropping) starts a new return: its first cue always runs.
 */
export type NetworkBackSource = 'online' | 'visible' | 'socket';

/** Cues this close to the last handled one are the same return of the network. */
export const NETWORK_BACK_WINDOW_MS = 1_000;

export interface NetworkBackDeps {
  /** Where `online` is heard (the window). */
  win: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Where `visibilitychange` is heard, and whether the page is visible now. */
  doc: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { readonly visibilityState: string };
  onBack(source: NetworkBackSource): void;
  now?: () => number;
}

export function networkBack({ win, doc, onBack, now = Date.now }: NetworkBackDeps) {
  let last = -Infinity;
  const cue = (source: NetworkBackSource) => {
    const t = now();
    if (t - last < NETWORK_BACK_WINDOW_MS) return;
    last = t;
    onBack(source);
  };
  const onOnline = () => cue('online');
  const lost = () => {
    last = -Infinity;
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') cue('visible');
  };
  win.addEventListener('online', onOnline);
  win.addEventListener('offline', lost);
  doc.addEventListener('visibilitychange', onVisibility);
  return {
    /** The socket reopened after a drop. */
    socketReopened: () => cue('socket'),
    /** The socket dropped: the next cue is a new return of the network. */
    socketLost: lost,
    stop() {
      win.removeEventListener('online', onOnline);
      win.removeEventListener('offline', lost);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
