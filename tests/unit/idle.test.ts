import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterIdle, trackRequest } from '@/lib/idle';

describe('afterIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: a stand-in that runs on the next timer tick.
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => setTimeout(fn, 0) as unknown as number);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs after the delay when no request is in flight', () => {
    const fn = vi.fn();
    afterIdle(fn, 500);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits for the requests in flight to be answered', () => {
    const fn = vi.fn();
    const first = trackRequest();
    const second = trackRequest();
    afterIdle(fn, 100);
    vi.advanceTimersByTime(1_000);
    expect(fn).not.toHaveBeenCalled();
    first();
    first(); // a second call for the same request does not count twice
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    second();
    vi.runOnlyPendingTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a hung request longer than 5 s', () => {
    const fn = vi.fn();
    const hung = trackRequest();
    afterIdle(fn);
    vi.advanceTimersByTime(4_999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(fn).toHaveBeenCalledTimes(1);
    hung();
  });

  it('a cancel before the requests end means it never runs', () => {
    const fn = vi.fn();
    const request = trackRequest();
    const cancel = afterIdle(fn);
    vi.advanceTimersByTime(10);
    cancel();
    request();
    vi.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
  });
});
