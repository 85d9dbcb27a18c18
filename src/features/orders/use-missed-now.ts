import { useEffect, useMemo, useState } from 'react';
import { OrderStatus, type Order } from '@/contract';
import { missedIds } from './missed';

const LOOK_MS = 1_000;
const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The board's missed orders now (issue 26): drawn from the board's first render, so a tablet that
 * starts with an order already waiting too long shows its card and the screen's edge at once, not when
 * the escalation's code has loaded (3–4 s into a start, later on a slow tablet). Looks again each second
 * while an order is new; the identity is kept while the ids are the same (the cards' props with it).
 */
export function useMissedNow(
  orders: readonly Order[],
  minutes: number | undefined,
  stepping: ReadonlySet<number>,
): readonly number[] {
  const [missed, setMissed] = useState<readonly number[]>(() =>
    minutes === undefined ? [] : missedIds(orders, Date.now(), minutes, stepping),
  );
  const waiting = minutes !== undefined && orders.some((o) => o.order_status === OrderStatus.ORDERED);
  useEffect(() => {
    const update = () => {
      const next = minutes === undefined ? [] : missedIds(orders, Date.now(), minutes, stepping);
      setMissed((prev) => (same(prev, next) ? prev : next));
    };
    update();
    if (!waiting) return;
    const timer = setInterval(update, LOOK_MS);
    return () => clearInterval(timer);
  }, [orders, minutes, stepping, waiting]);
  // The look above runs after the render: an order accepted or being accepted leaves the list in the
  // render that moves its card, not a frame later with the red ring in its new column.
  return useMemo(() => {
    if (!missed.length) return missed;
    const newNow = new Set(
      orders
        .filter((o) => o.order_status === OrderStatus.ORDERED && !stepping.has(o.order_id))
        .map((o) => o.order_id),
    );
    const still = missed.filter((id) => newNow.has(id));
    return still.length === missed.length ? missed : still;
  }, [missed, orders, stepping]);
}
