import { OrderStatus, type Order } from '@/contract';

/*
 * Missed orders on the tablet (issue 26): a new order not accepted within the store's missed-order
 * minutes. The same rule as the server's log (store/order/missed/list), applied to the board's list and
 * the tablet's clock, so the escalation needs no call. Pure: unit-tested.
 */

type Waiting = Pick<Order, 'order_id' | 'order_status' | 'created_at'>;

/** When an order becomes missed (epoch ms). */
export const missedAt = (o: Waiting, minutes: number) => Date.parse(o.created_at) + minutes * 60_000;

/**
 * The ids of the orders missed at `now`: still new past the limit, and not being accepted by a step
 * this tablet has not sent yet (`stepping`: the outbox's orders).
 */
export function missedIds(
  orders: readonly Waiting[],
  now: number,
  minutes: number,
  stepping: ReadonlySet<number> = new Set(),
): number[] {
  return orders
    .filter((o) => o.order_status === OrderStatus.ORDERED && !stepping.has(o.order_id))
    .filter((o) => missedAt(o, minutes) <= now)
    .map((o) => o.order_id);
}

/** What the board remembers between looks: orders seen waiting in time, orders counted missed, the run. */
export interface MissedTrack {
  waiting: ReadonlySet<number>;
  counted: ReadonlySet<number>;
  /** Missed orders in a row: an order accepted in time ends the run. */
  inRow: number;
  /** The orders missed at this look (missedIds), for the cards and the alert. */
  missed: readonly number[];
}
export const emptyTrack: MissedTrack = { waiting: new Set(), counted: new Set(), inRow: 0, missed: [] };

/**
 * One look at the board: every order newly missed lengthens the run; an order seen waiting in time that
 * left the new column (accepted or cancelled) before its limit ends it — the counter is keeping up.
 */
export function trackMissed(
  track: MissedTrack,
  orders: readonly Waiting[],
  now: number,
  minutes: number,
  stepping: ReadonlySet<number> = new Set(),
): MissedTrack {
  const missedNow = missedIds(orders, now, minutes, stepping);
  const missed = new Set(missedNow);
  const newNow = new Set(
    orders
      .filter((o) => o.order_status === OrderStatus.ORDERED && !stepping.has(o.order_id))
      .map((o) => o.order_id),
  );
  const byId = new Map(orders.map((o) => [o.order_id, o]));
  let inRow = track.inRow;
  for (const id of track.waiting) {
    const o = byId.get(id);
    if (!newNow.has(id) && (!o || missedAt(o, minutes) > now)) inRow = 0;
  }
  const counted = new Set(track.counted);
  for (const id of missed)
    if (!counted.has(id)) {
      counted.add(id);
      inRow += 1;
    }
  const waiting = new Set([...newNow].filter((id) => !missed.has(id)));
  return { waiting, counted, inRow, missed: missedNow };
}

/**
 * How the alert escalates while orders are missed: louder than the new-order chime (0.6) and repeated
 * sooner than the 30-second reminder, more so the more orders wait. Null when none is missed.
 */
export function missedAlert(count: number): { peak: number; gapS: number; everyMs: number } | null {
  if (count <= 0) return null;
  return {
    peak: Math.min(1, 0.8 + 0.1 * (count - 1)),
    gapS: 0.5,
    everyMs: Math.max(5_000, 12_000 - 2_000 * (count - 1)),
  };
}
