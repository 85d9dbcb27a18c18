import { describe, expect, it, vi } from 'vitest';
import { createAlertPlayer, nextAudioState } from '@/features/live/alert-sound';

describe('audio unlock state machine', () => {
  it('is locked until a gesture unlocks it', () => {
    expect(nextAudioState('unknown', { type: 'context-state', state: 'suspended' })).toBe('locked');
    expect(nextAudioState('locked', { type: 'gesture-ok' })).toBe('unlocked');
  });

  it('locks again when iPad interrupts the context or it is suspended on return', () => {
    expect(nextAudioState('unlocked', { type: 'context-state', state: 'interrupted' })).toBe('locked');
    expect(nextAudioState('unlocked', { type: 'context-state', state: 'suspended' })).toBe('locked');
    expect(nextAudioState('unlocked', { type: 'context-state', state: 'closed' })).toBe('locked');
    expect(nextAudioState('locked', { type: 'context-state', state: 'running' })).toBe('unlocked');
  });

  it('locks when playing fails', () => {
    expect(nextAudioState('unlocked', { type: 'play-failed' })).toBe('locked');
  });
});

/** A fake AudioContext whose resume() succeeds only when allowed (a gesture). */
function fakeContext(allowResume: () => boolean) {
  const started: number[] = [];
  const node = () => ({
    connect: (n: unknown) => n,
    start: (t = 0) => started.push(t),
    stop: () => undefined,
    type: '',
    frequency: { value: 0 },
    gain: { value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
  });
  const ctx = {
    state: 'suspended' as string,
    currentTime: 0,
    destination: {},
    onstatechange: null as null | (() => void),
    resume: vi.fn(async () => {
      if (allowResume()) {
        ctx.state = 'running';
        ctx.onstatechange?.();
      }
    }),
    createOscillator: node,
    createGain: node,
  };
  return { ctx, started };
}

describe('alert player', () => {
  it('stays locked without a gesture, plays the chime 3 times once unlocked, and re-locks on interruption', async () => {
    let gesture = false;
    const { ctx, started } = fakeContext(() => gesture);
    const player = createAlertPlayer(() => ctx as unknown as AudioContext);
    const states: string[] = [];
    player.subscribe((s) => states.push(s));

    await player.play();
    expect(player.state).toBe('locked');
    expect(started).toEqual([]);

    gesture = true;
    expect(await player.unlock()).toBe(true);
    expect(player.state).toBe('unlocked');
    started.length = 0;
    await player.play();
    // Two tones per chime, three chimes (spec §9: the sound plays 3 times).
    expect(started.length).toBe(6);

    ctx.state = 'interrupted';
    ctx.onstatechange?.();
    expect(player.state).toBe('locked');
    gesture = false;
    player.recheck();
    expect(player.state).toBe('locked');
    expect(states).toEqual(['locked', 'unlocked', 'locked']);
  });

  it('makes no sound node in later taps once the context runs, and unlocks again after an interruption', async () => {
    const { ctx, started } = fakeContext(() => true);
    const player = createAlertPlayer(() => ctx as unknown as AudioContext);
    expect(await player.unlock()).toBe(true);
    // The first gesture's silent tick (what iOS needs).
    expect(started.length).toBe(1);
    expect(await player.unlock()).toBe(true);
    expect(await player.unlock()).toBe(true);
    expect(started.length).toBe(1);
    expect(ctx.resume).toHaveBeenCalledTimes(1);

    ctx.state = 'interrupted';
    ctx.onstatechange?.();
    expect(await player.unlock()).toBe(true);
    expect(started.length).toBe(2);
  });

  it('prepare makes the context once and changes nothing else; the recheck after it uses that context', () => {
    const { ctx } = fakeContext(() => false);
    const make = vi.fn(() => ctx as unknown as AudioContext);
    const player = createAlertPlayer(make);
    const states: string[] = [];
    player.subscribe((s) => states.push(s));
    player.prepare();
    player.prepare();
    expect(make).toHaveBeenCalledTimes(1);
    expect(player.state).toBe('unknown');
    expect(ctx.resume).not.toHaveBeenCalled();
    expect(states).toEqual([]);

    player.recheck();
    expect(make).toHaveBeenCalledTimes(1);
    expect(player.state).toBe('locked');
    expect(ctx.resume).toHaveBeenCalledTimes(1);
    // The context's own changes are followed from its making on.
    ctx.state = 'running';
    ctx.onstatechange?.();
    expect(states).toEqual(['locked', 'unlocked']);
  });
});
