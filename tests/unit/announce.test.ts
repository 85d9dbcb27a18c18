import { describe, expect, it } from 'vitest';
import {
  newOrderText,
  ordersToAnnounce,
  ordersToAnnounceAtStart,
  START_WINDOW_MS,
} from '@/features/orders/announce';
import { makeOrder } from './order-fixture';

describe('the board announcing new orders (screen readers)', () => {
  const now = Date.parse('2026-11-25T03:00:00Z');

  it('says the number, the kind and the total', () => {
    const order = makeOrder(12, now, { order_no: 'T-012', total_amount: 32_000 });
    expect(newOrderText(order, '배달')).toBe('신규 주문 T-012, 배달, 32,000원');
  });

  it('announces an unacknowledged order once it is on the list, and only once', () => {
    const said = new Set<number>();
    const a = makeOrder(1, now);
    const b = makeOrder(2, now);
    // The socket said 2 is new before the refresh brought it: nothing to say yet.
    expect(ordersToAnnounce([a], new Set([2]), said)).toEqual([]);
    expect(ordersToAnnounce([a, b], new Set([2]), said).map((o) => o.order_id)).toEqual([2]);
    expect(ordersToAnnounce([a, b], new Set([2]), said)).toEqual([]);
    // An acknowledged (or never new) order is not announced.
    expect(ordersToAnnounce([a, b], new Set([]), said)).toEqual([]);
    const c = makeOrder(3, now);
    const d = makeOrder(4, now);
    expect(ordersToAnnounce([a, b, c, d], new Set([2, 3, 4]), said).map((o) => o.order_id)).toEqual([3, 4]);
  });

  it('at start, says the new orders of the last seconds and marks older ones said without reading them', () => {
    const said = new Set<number>();
    const at = (ms: number) => ({ created_at: new Date(now - ms).toISOString() });
    const recent = makeOrder(5, now, at(4_000));
    const old = makeOrder(6, now, at(START_WINDOW_MS + 60_000));
    const acked = makeOrder(7, now, at(1_000));
    expect(
      ordersToAnnounceAtStart([recent, old, acked], new Set([5, 6]), said, now).map((o) => o.order_id),
    ).toEqual([5]);
    // Neither is said again afterwards.
    expect(ordersToAnnounce([recent, old, acked], new Set([5, 6]), said)).toEqual([]);
  });
});
