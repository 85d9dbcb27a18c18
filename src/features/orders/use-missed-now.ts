import { useEffect, useMemo, useState } from 'react';
import { OrderStatus, type Order } from '@/contract';
import { missedIds } from './missed';

const LOOK_MS = 1_000;
const NONE: readonly number[] = [];
const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The board's missed orders now (issue 26): drawn from the board's first render, so a tablet that
 * starts with an order already waiting too long shows its card and the screen's edge at once, not when
 * the escalation's code has loaded (3–4 s into a start, later on a slow tablet).
 *
 * The ids are derived in render from the orders and the time of the last look that changed them, so an
 * order accepted (or being accepted) leaves them in the render that moves its card. While an order is
 * new, a look each second (and at each change of the orders) moves that time on only when the answer
 * at the clock's now differs: the board renders again when an order passes its limit, not each second.
 */
export function useMissedNow(
  orders: readonly Order[],
  minutes: number | undefined,
  stepping: ReadonlySet<number>,
): readonly number[] {
  const [lookedAt, setLookedAt] = useState(Date.now);
  const missed = useMemo(
    () => (minutes === undefined ? NONE : missedIds(orders, lookedAt, minutes, stepping)),
    [orders, lookedAt, minutes, stepping],
  );
  const waiting = minutes !== undefined && orders.some((o) => o.order_status === OrderStatus.ORDERED);
  useEffect(() => {
    if (minutes === undefined || !waiting) return;
    const look = () => {
      const now = Date.now();
      if (!same(missedIds(orders, now, minutes, stepping), missed)) setLookedAt(now);
    };
    // At once too: in a rush the orders change more often than the timer would fire.
    look();
    const timer = setInterval(look, LOOK_MS);
    return () => clearInterval(timer);
  }, [orders, minutes, stepping, waiting, missed]);
  return missed;
}
