/**
 * useMissedNow (src/features/orders/use-missed-now.ts): the board's missed orders from its first render,
 * dropped in the render that moves an accepted card, and picked up by the look each second when an
 * order passes its limit. Each render's value is recorded: what the cards were drawn with.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderStatus, type Order } from '@/contract';
import { useMissedNow } from '@/features/orders/use-missed-now';

const T0 = Date.parse('2026-11-25T03:00:00Z');
const min = (n: number) => n * 60_000;
const order = (id: number, arrivedAt: number, status: number = OrderStatus.ORDERED) =>
  ({ order_id: id, order_status: status, created_at: new Date(arrivedAt).toISOString() }) as Order;
const NONE: ReadonlySet<number> = new Set();

function Probe(props: { orders: readonly Order[]; stepping?: ReadonlySet<number>; seen: number[][] }) {
  props.seen.push([...useMissedNow(props.orders, 3, props.stepping ?? NONE)]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0 + min(5));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the board’s missed orders now', () => {
  it('are there on the first render', () => {
    const seen: number[][] = [];
    render(<Probe orders={[order(1, T0), order(2, T0 + min(4))]} seen={seen} />);
    expect(seen[0]).toEqual([1]);
  });

  it('leave in the render that has the order accepted, or its accept on the way', () => {
    const seen: number[][] = [];
    const waiting = [order(1, T0), order(2, T0)];
    const view = render(<Probe orders={waiting} seen={seen} />);
    expect(seen.at(-1)).toEqual([1, 2]);
    seen.length = 0;
    view.rerender(<Probe orders={[order(1, T0, OrderStatus.ACCEPTED), order(2, T0)]} seen={seen} />);
    expect(seen[0]).toEqual([2]);
    seen.length = 0;
    view.rerender(
      <Probe
        orders={[order(1, T0, OrderStatus.ACCEPTED), order(2, T0)]}
        stepping={new Set([2])}
        seen={seen}
      />,
    );
    expect(seen[0]).toEqual([]);
  });

  it('take in an order once it passes its limit, within a second', () => {
    const seen: number[][] = [];
    render(<Probe orders={[order(1, T0 + min(2) + 500)]} seen={seen} />);
    expect(seen.at(-1)).toEqual([]);
    // Missed at T0 + 5 min + 500 ms: the look a second later sees it.
    act(() => void vi.advanceTimersByTime(1_000));
    expect(seen.at(-1)).toEqual([1]);
  });
});
