import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, inNextTask, yieldToMain } from '@/lib/yield';

describe('inNextTask', () => {
  it('runs the work in a later task, not in the caller’s', async () => {
    const ran: string[] = [];
    inNextTask(() => ran.push('deferred'));
    ran.push('caller');
    expect(ran).toEqual(['caller']);
    await yieldToMain();
    await yieldToMain();
    expect(ran).toEqual(['caller', 'deferred']);
  });

  it('never runs the work once cancelled (a store changed, a layout gone)', async () => {
    let ran = false;
    const cancel = inNextTask(() => (ran = true));
    cancel();
    await yieldToMain();
    await yieldToMain();
    expect(ran).toBe(false);
  });
});

describe('afterNextPaint', () => {
  it('runs the work once, in a later task, where no frame is painted', async () => {
    // jsdom draws frames (pretendToBeVisual), late ones on a loaded machine: this page has none.
    vi.stubGlobal('requestAnimationFrame', undefined);
    const ran: string[] = [];
    afterNextPaint(() => ran.push('deferred'));
    ran.push('caller');
    expect(ran).toEqual(['caller']);
    await new Promise((r) => setTimeout(r, 20));
    expect(ran).toEqual(['caller', 'deferred']);
    vi.unstubAllGlobals();
  });

  describe('on a page with frames', () => {
    let frame: (() => void) | null = null;
    const visibility = { visibilityState: 'visible' };
    beforeEach(() => {
      frame = null;
      vi.stubGlobal('requestAnimationFrame', (cb: () => void) => void (frame = cb));
      vi.stubGlobal('document', visibility);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      visibility.visibilityState = 'visible';
    });

    it('waits for the frame, however late it comes, and runs once', async () => {
      let ran = 0;
      afterNextPaint(() => (ran += 1));
      // A busy tablet's frame 250 ms after the tap: the work must not run before it.
      await new Promise((r) => setTimeout(r, 250));
      expect(ran).toBe(0);
      frame!();
      await new Promise((r) => setTimeout(r, 10));
      expect(ran).toBe(1);
    });

    it('runs after the fallback when the frame never comes (hidden before it was drawn)', async () => {
      let ran = 0;
      afterNextPaint(() => (ran += 1), 50);
      await new Promise((r) => setTimeout(r, 80));
      expect(ran).toBe(1);
      frame!();
      await new Promise((r) => setTimeout(r, 10));
      expect(ran).toBe(1);
    });

    it('on a hidden page, runs in the next task without waiting for a frame', async () => {
      visibility.visibilityState = 'hidden';
      let ran = 0;
      afterNextPaint(() => (ran += 1));
      expect(frame).toBeNull();
      await new Promise((r) => setTimeout(r, 10));
      expect(ran).toBe(1);
    });
  });
});
