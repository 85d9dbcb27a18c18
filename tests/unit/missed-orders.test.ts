import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@/contract';
import { emptyTrack, missedAlert, missedIds, trackMissed } from '@/features/orders/missed';

const T0 = Date.parse('2026-11-25T03:00:00Z');
const order = (id: number, arrivedAt: number, status: number = OrderStatus.ORDERED) => ({
  order_id: id,
  order_status: status,
  created_at: new Date(arrivedAt).toISOString(),
});
const min = (n: number) => n * 60_000;

describe('missed orders on the board', () => {
  it('are new orders still waiting at the limit, not accepted ones, nor ones whose accept is being sent', () => {
    const orders = [order(1, T0), order(2, T0 + min(1)), order(3, T0, OrderStatus.ACCEPTED), order(4, T0)];
    expect(missedIds(orders, T0 + min(3) - 1, 3)).toEqual([]);
    expect(missedIds(orders, T0 + min(3), 3)).toEqual([1, 4]);
    expect(missedIds(orders, T0 + min(4), 3, new Set([4]))).toEqual([1, 2]);
  });

  it('count in a row: each miss once; an order accepted in time ends the run', () => {
    let track = trackMissed(emptyTrack, [order(1, T0), order(2, T0 + min(1))], T0 + min(1), 3);
    expect(track.inRow).toBe(0);
    track = trackMissed(track, [order(1, T0), order(2, T0 + min(1))], T0 + min(3), 3);
    expect(track.inRow).toBe(1);
    // Looking again does not count order 1 twice.
    track = trackMissed(track, [order(1, T0), order(2, T0 + min(1))], T0 + min(3) + 500, 3);
    expect(track.inRow).toBe(1);
    track = trackMissed(track, [order(1, T0), order(2, T0 + min(1))], T0 + min(4), 3);
    expect(track.inRow).toBe(2);
    // Order 3 arrives and is accepted within its 3 minutes: the counter is keeping up again.
    track = trackMissed(
      track,
      [order(1, T0, 2), order(2, T0 + min(1), 2), order(3, T0 + min(5))],
      T0 + min(5),
      3,
    );
    expect(track.inRow).toBe(2);
    track = trackMissed(track, [order(3, T0 + min(5), OrderStatus.ACCEPTED)], T0 + min(6), 3);
    expect(track.inRow).toBe(0);
  });

  it('a late accept does not end the run, and an accept waiting in the outbox in time does', () => {
    let track = trackMissed(emptyTrack, [order(1, T0)], T0, 3);
    track = trackMissed(track, [order(1, T0)], T0 + min(3), 3);
    track = trackMissed(track, [order(1, T0, OrderStatus.ACCEPTED), order(2, T0 + min(3))], T0 + min(4), 3);
    expect(track.inRow).toBe(1);
    track = trackMissed(track, [order(2, T0 + min(3))], T0 + min(5), 3, new Set([2]));
    expect(track.inRow).toBe(0);
  });

  it('escalate the alert: louder than the chime and sooner than the 30-second reminder, more so with more', () => {
    expect(missedAlert(0)).toBeNull();
    const one = missedAlert(1)!;
    const three = missedAlert(3)!;
    expect(one.peak).toBeGreaterThan(0.6);
    expect(one.everyMs).toBeLessThan(30_000);
    expect(three.peak).toBeGreaterThan(one.peak);
    expect(three.everyMs).toBeLessThan(one.everyMs);
    expect(missedAlert(20)!.peak).toBeLessThanOrEqual(1);
    expect(missedAlert(20)!.everyMs).toBeGreaterThanOrEqual(5_000);
  });
});
