import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { OrderStatus, OrderType, SearchType, type Order } from '@/contract';
import { makeOrder } from './order-fixture';
import { ordersKeys, type CompletedPages, type OrderListData } from '@/queries/list-orders';
import {
  completedOrdersQueryOptions,
  patchCompletedPages,
} from '@/features/orders/api/list-completed-orders';
import { belongsTo, patchCachedOrder, patchOrderList } from '@/features/live/patch-order-list';

// 2026-11-23 12:00 KST
const NOW = Date.parse('2026-11-23T03:00:00Z');

const order = (id: number, over: Partial<Order> = {}) => makeOrder(id, NOW, over);

const ids = (list: Order[]) => list.map((o) => o.order_id);

describe('belongsTo (the server list rules)', () => {
  it('puts open orders on the live board and closed ones of today on the completed list', () => {
    expect(belongsTo(order(1), SearchType.LIVE, NOW)).toBe(true);
    expect(belongsTo(order(1), SearchType.COMPLETED, NOW)).toBe(false);
    const served = order(1, { order_status: OrderStatus.SERVED, updated_at: new Date(NOW).toISOString() });
    expect(belongsTo(served, SearchType.LIVE, NOW)).toBe(false);
    expect(belongsTo(served, SearchType.COMPLETED, NOW)).toBe(true);
  });

  it('keeps a reserved pickup more than 30 minutes ahead on the reservation list', () => {
    const far = order(1, {
      order_type: OrderType.PICKUP_RESERVE,
      pickup_time: new Date(NOW + 31 * 60_000).toISOString(),
    });
    const due = order(2, {
      order_type: OrderType.PICKUP_RESERVE,
      pickup_time: new Date(NOW + 29 * 60_000).toISOString(),
    });
    expect([belongsTo(far, SearchType.LIVE, NOW), belongsTo(far, SearchType.RESERVATION, NOW)]).toEqual([
      false,
      true,
    ]);
    expect([belongsTo(due, SearchType.LIVE, NOW), belongsTo(due, SearchType.RESERVATION, NOW)]).toEqual([
      true,
      false,
    ]);
  });

  it('ends the completed list at midnight in Korea, not in UTC', () => {
    // 2026-11-22 23:59 KST is yesterday for a store in Seoul even though it is the same UTC day.
    const yesterday = order(1, { order_status: OrderStatus.CANCEL, updated_at: '2026-11-22T14:59:00Z' });
    const today = order(2, { order_status: OrderStatus.CANCEL, updated_at: '2026-11-22T15:00:00Z' });
    expect(belongsTo(yesterday, SearchType.COMPLETED, NOW)).toBe(false);
    expect(belongsTo(today, SearchType.COMPLETED, NOW)).toBe(true);
  });
});

describe('patchOrderList', () => {
  const live = [order(1), order(2), order(3)];

  it('replaces a changed order in place and keeps every other order object', () => {
    const accepted = order(2, { order_status: OrderStatus.ACCEPTED, version: 2 });
    const next = patchOrderList(live, accepted, SearchType.LIVE, NOW);
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(next[1]).toBe(accepted);
    expect(next[0]).toBe(live[0]);
    expect(next[2]).toBe(live[2]);
    expect(live[1]!.order_status).toBe(OrderStatus.ORDERED); // the cached list itself is not mutated
  });

  it('ignores an answer no newer than the list holds (out-of-order replies)', () => {
    expect(patchOrderList(live, order(2, { order_status: OrderStatus.ACCEPTED }), SearchType.LIVE, NOW)).toBe(
      live,
    );
  });

  it('removes a served order from the live board and puts it first on the completed list', () => {
    const served = order(2, {
      order_status: OrderStatus.SERVED,
      version: 4,
      updated_at: new Date(NOW).toISOString(),
    });
    expect(ids(patchOrderList(live, served, SearchType.LIVE, NOW))).toEqual([1, 3]);
    const completed = [
      order(10, { order_status: OrderStatus.SERVED, updated_at: new Date(NOW - 60_000).toISOString() }),
    ];
    expect(ids(patchOrderList(completed, served, SearchType.COMPLETED, NOW))).toEqual([2, 10]);
  });

  it('inserts a new order by arrival time and leaves lists it does not belong to alone', () => {
    const late = order(50);
    const early = order(0);
    expect(ids(patchOrderList(live, late, SearchType.LIVE, NOW))).toEqual([1, 2, 3, 50]);
    expect(ids(patchOrderList(live, early, SearchType.LIVE, NOW))).toEqual([0, 1, 2, 3]);
    const reservations: Order[] = [];
    expect(patchOrderList(reservations, late, SearchType.RESERVATION, NOW)).toBe(reservations);
  });

  it('orders reservations by pickup time', () => {
    const at = (min: number) => new Date(NOW + min * 60_000).toISOString();
    const list = [
      order(1, { order_type: OrderType.PICKUP_RESERVE, pickup_time: at(60) }),
      order(2, { order_type: OrderType.PICKUP_RESERVE, pickup_time: at(120) }),
    ];
    const between = order(9, { order_type: OrderType.PICKUP_RESERVE, pickup_time: at(90) });
    expect(ids(patchOrderList(list, between, SearchType.RESERVATION, NOW))).toEqual([1, 9, 2]);
  });
});

describe('patchCachedOrder', () => {
  it("patches every cached list of the order's store, only those, and leaves them stale for the refetch", () => {
    const qc = new QueryClient();
    const store = { store_id: 1, store_name: '가게', store_status: 1 };
    const liveKey = ordersKeys.list({ store_id: 1, search_type: SearchType.LIVE });
    const completedKey = completedOrdersQueryOptions({
      store_id: 1,
      order_type: 0,
      order_status: 0,
    }).queryKey;
    const otherKey = ordersKeys.list({ store_id: 2, search_type: SearchType.LIVE });
    qc.setQueryData<OrderListData>(liveKey, { order_list: [order(1), order(2)], store });
    qc.setQueryData<CompletedPages>(completedKey, pagesOf([]));
    const other = { order_list: [order(2, { store_id: 2 })], store: { ...store, store_id: 2 } };
    qc.setQueryData<OrderListData>(otherKey, other);

    const served = order(2, {
      order_status: OrderStatus.SERVED,
      version: 3,
      updated_at: new Date(NOW).toISOString(),
    });
    patchCachedOrder(qc, served, NOW);

    expect(ids(qc.getQueryData<OrderListData>(liveKey)!.order_list)).toEqual([1]);
    expect(ids(qc.getQueryData<CompletedPages>(completedKey)!.pages[0]!.order_list)).toEqual([2]);
    expect(qc.getQueryData(otherKey)).toBe(other);
    expect(qc.getQueryState(liveKey)!.isInvalidated).toBe(true);
  });
});

const store1 = { store_id: 1, store_name: '가게', store_status: 1 };
/** The completed list's cache: pages of orders (newest first), the first with its kind counts. */
function pagesOf(...pages: Order[][]): CompletedPages {
  const counts = [0, 0, 0, 0, 0];
  for (const o of pages.flat()) {
    counts[0]! += 1;
    counts[o.order_type]! += 1;
  }
  return {
    pages: pages.map((list, i) => ({
      order_list: list,
      store: store1,
      next_after: i < pages.length - 1 ? list[list.length - 1]!.order_id : null,
      ...(i === 0 ? { kind_counts: counts } : {}),
    })),
    pageParams: pages.map((_, i) => (i ? pages[i - 1]!.at(-1)!.order_id : undefined)),
  };
}
const done = (id: number, minutesAgo: number, over: Partial<Order> = {}) =>
  order(id, {
    order_status: OrderStatus.SERVED,
    updated_at: new Date(NOW - minutesAgo * 60_000).toISOString(),
    version: 4,
    ...over,
  });
const all = { store_id: 1, search_type: SearchType.COMPLETED, order_type: 0, order_status: 0 } as const;
const pageIds = (data: CompletedPages) => data.pages.map((p) => ids(p.order_list));

describe('patchCompletedPages (the completed list in pages)', () => {
  it('puts a newly served order first on the first page and counts it in its kind', () => {
    const data = pagesOf([done(5, 1), done(4, 2)], [done(3, 3)]);
    const next = patchCompletedPages(data, done(9, 0, { order_type: OrderType.DELIVERY }), all, NOW);
    expect(pageIds(next)).toEqual([[9, 5, 4], [3]]);
    expect(next.pages[0]!.kind_counts).toEqual([4, 3, 0, 0, 1]);
    // The second page is the same object: its cards do not render again.
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('under a kind filter, counts an order of another kind without showing it', () => {
    const data = pagesOf([done(5, 1)]);
    const tables = { ...all, order_type: OrderType.TABLE };
    const next = patchCompletedPages(data, done(9, 0, { order_type: OrderType.PICKUP }), tables, NOW);
    expect(pageIds(next)).toEqual([[5]]);
    expect(next.pages[0]!.kind_counts).toEqual([2, 1, 1, 0, 0]);
  });

  it('under the cancelled filter, leaves a served order out entirely', () => {
    const data = pagesOf([done(5, 1, { order_status: OrderStatus.CANCEL })]);
    const cancelled = { ...all, order_status: OrderStatus.CANCEL };
    expect(patchCompletedPages(data, done(9, 0), cancelled, NOW)).toBe(data);
  });

  it('replaces an order in its own page while its place holds, and moves it to the top when it changed later', () => {
    const data = pagesOf([done(5, 1), done(4, 2)], [done(3, 3), done(2, 4)]);
    const samePlace = done(3, 3, { version: 5, deliveryman_id: 7 });
    const replaced = patchCompletedPages(data, samePlace, all, NOW);
    expect(pageIds(replaced)).toEqual([
      [5, 4],
      [3, 2],
    ]);
    expect(replaced.pages[1]!.order_list[0]).toBe(samePlace);
    expect(replaced.pages[0]!.kind_counts).toEqual(data.pages[0]!.kind_counts);

    const moved = patchCompletedPages(data, done(3, 0, { version: 5 }), all, NOW);
    expect(pageIds(moved)).toEqual([[3, 5, 4], [2]]);
    expect(moved.pages[0]!.kind_counts).toEqual(data.pages[0]!.kind_counts);
  });

  it('keeps the pages when the answer is older than what they hold, or the order is still open', () => {
    const data = pagesOf([done(5, 1)]);
    expect(patchCompletedPages(data, done(5, 1, { version: 3 }), all, NOW)).toBe(data);
    expect(patchCompletedPages(data, order(9), all, NOW)).toBe(data);
  });
});
