/**
 * The new-order alert. Browsers keep audio locked until a user gesture; on iPad an AudioContext can
 * also be 'interrupted' (a call, another app) — not only 'suspended'. The state machine is pure and
 * unit-tested; the player drives it from the real AudioContext.
 */
import type { AudioLockState } from '@/state/live';

export type { AudioLockState };
export type AudioEvent =
  | { type: 'context-state'; state: AudioContextState | 'interrupted' }
  | { type: 'gesture-ok' }
  | { type: 'play-failed' };

export function nextAudioState(_current: AudioLockState, event: AudioEvent): AudioLockState {
  switch (event.type) {
    case 'gesture-ok':
      return 'unlocked';
    case 'play-failed':
      return 'locked';
    case 'context-state':
      if (event.state === 'running') return 'unlocked';
      // suspended, interrupted or closed: sound would not be heard, so ask for a tap again.
      return 'locked';
  }
}

/** Spec §9: the notification sound plays 3 times. */
export const ALERT_REPEATS = 3;
const TONE_GAP_S = 0.9;

export interface AlertPlayer {
  /** Try to unlock from inside a user gesture. */
  unlock(): Promise<boolean>;
  /** Re-check after the page becomes visible again. */
  recheck(): void;
  /**
   * Makes the audio context and nothing else (no state change, no resume): its construction is ~5 ms at
   * 1×, so a start makes it in a task of its own before its first `recheck`.
   */
  prepare(): void;
  /** `gain` (peak, default 0.6) and `gap` (seconds between chimes): louder and faster for a missed order. */
  play(times?: number, gain?: number, gap?: number): Promise<void>;
  readonly state: AudioLockState;
  subscribe(fn: (state: AudioLockState) => void): () => void;
}

type Ctx = AudioContext & { state: AudioContextState | 'interrupted' };

export function createAlertPlayer(make: () => AudioContext | null = defaultContext): AlertPlayer {
  let ctx: Ctx | null = null;
  let state: AudioLockState = 'unknown';
  const subs = new Set<(s: AudioLockState) => void>();
  const set = (s: AudioLockState) => {
    if (s === state) return;
    state = s;
    for (const fn of subs) fn(s);
  };
  const create = () => {
    ctx = make() as Ctx | null;
    if (ctx)
      ctx.onstatechange = () => set(nextAudioState(state, { type: 'context-state', state: ctx!.state }));
    return ctx;
  };
  const ensure = () => {
    if (!ctx && create()) set(nextAudioState(state, { type: 'context-state', state: ctx!.state }));
    return ctx;
  };

  // A two-tone chime synthesised on the spot: no file to fetch, works offline from the first start.
  const chime = (c: AudioContext, at: number, peak: number) => {
    for (const [freq, offset] of [
      [880, 0],
      [660, 0.28],
    ] as const) {
      const osc = c.createOscillator();
      const gain = c.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, at + offset);
      gain.gain.exponentialRampToValueAtTime(peak, at + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + offset + 0.5);
      osc.connect(gain).connect(c.destination);
      osc.start(at + offset);
      osc.stop(at + offset + 0.55);
    }
  };

  return {
    async unlock() {
      const c = ensure();
      if (!c) return false;
      // Every tap calls this (the capture listener of startAlerts): once the context runs, and the
      // state follows it (onstatechange), there is nothing to unlock and no node to make in the tap.
      if (c.state === 'running' && state === 'unlocked') return true;
      try {
        await c.resume();
        // A silent tick inside the gesture is what iOS needs to really unlock output.
        const osc = c.createOscillator();
        const gain = c.createGain();
        gain.gain.value = 0.0001;
        osc.connect(gain).connect(c.destination);
        osc.start();
        osc.stop(c.currentTime + 0.01);
        set(c.state === 'running' ? nextAudioState(state, { type: 'gesture-ok' }) : 'locked');
        return c.state === 'running';
      } catch {
        set(nextAudioState(state, { type: 'play-failed' }));
        return false;
      }
    },
    prepare() {
      if (!ctx) create();
    },
    recheck() {
      const c = ensure();
      if (!c) return;
      set(nextAudioState(state, { type: 'context-state', state: c.state }));
      if (c.state !== 'running') void c.resume().catch(() => undefined);
    },
    async play(times = ALERT_REPEATS, peak = 0.6, gap = TONE_GAP_S) {
      const c = ensure();
      if (!c) return;
      if (c.state !== 'running') {
        try {
          await c.resume();
        } catch {
          /* stays locked */
        }
      }
      if (c.state !== 'running') {
        set(nextAudioState(state, { type: 'play-failed' }));
        return;
      }
      const start = c.currentTime + 0.05;
      for (let i = 0; i < times; i++) chime(c, start + i * gap, peak);
    },
    get state() {
      return state;
    },
    subscribe(fn) {
      subs.add(fn);
      return () => subs.delete(fn);
    },
  };
}

function defaultContext(): AudioContext | null {
  const AC =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return AC ? new AC() : null;
}
