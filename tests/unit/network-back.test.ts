// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_BACK_WINDOW_MS, networkBack, type NetworkBackSource } from '@/features/live/network-back';

/** A window and a document as plain event targets; the clock is the test's. */
function setup() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as string });
  let t = 1_000_000;
  const heard: NetworkBackSource[] = [];
  const back = networkBack({ win, doc, onBack: (s) => heard.push(s), now: () => t });
  return {
    heard,
    back,
    online: () => win.dispatchEvent(new Event('online')),
    offline: () => win.dispatchEvent(new Event('offline')),
    visible: (state = 'visible') => {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    advance: (ms: number) => (t += ms),
  };
}

describe('the network is back: one event, one handler', () => {
  it('runs once when `online`, the return to view and the socket all notice it at the same moment', () => {
    const n = setup();
    n.online();
    n.visible();
    n.back.socketReopened();
    expect(n.heard).toEqual(['online']);
  });

  it('whichever notices first is the one that runs it', () => {
    const n = setup();
    n.back.socketReopened();
    n.online();
    expect(n.heard).toEqual(['socket']);
  });

  it('runs again for a cue after the window: the socket reopening seconds later may have missed events', () => {
    const n = setup();
    n.online();
    n.advance(NETWORK_BACK_WINDOW_MS);
    n.back.socketReopened();
    expect(n.heard).toEqual(['online', 'socket']);
  });

  it('ignores the app going out of view, and hears nothing once stopped', () => {
    const n = setup();
    n.visible('hidden');
    expect(n.heard).toEqual([]);
    n.back.stop();
    n.online();
    n.visible();
    expect(n.heard).toEqual([]);
  });

  it('a loss in between starts a new return: its first cue runs even inside the window', () => {
    const n = setup();
    n.online();
    n.advance(300);
    n.offline(); // the network drops again…
    n.advance(300);
    n.online(); // …and comes back 600 ms after the first return
    n.advance(100);
    n.back.socketLost();
    n.advance(100);
    n.back.socketReopened();
    expect(n.heard).toEqual(['online', 'online', 'socket']);
  });
});
