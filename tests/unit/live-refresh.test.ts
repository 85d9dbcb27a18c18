// @vitest-environment node
// No DOM here: a QueryClient, the socket message parser and the cache rules are plain TypeScript.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { OrderStatus, SearchType, socketMessageSchema, type Order } from '@/contract';
import { makeOrder } from './order-fixture';
import { ordersKeys, type CompletedPages, type OrderListData } from '@/queries/list-orders';
import { completedOrdersQueryOptions } from '@/features/orders/api/list-completed-orders';
import { LIST_REFETCH_WINDOW_MS, liveRefresher } from '@/features/live/refresh';
import { socketAction } from '@/features/live/socket-actions';

/**
 * Socket command → query cache: what the live room (features/live/room.ts) does with a parsed message (socketAction
 * decides refresh/reload; liveRefresher does the cache work). socketAction's own table is in
 * socket-actions.test.ts and the list placement rules in patch-order-list.test.ts; this covers the
 * wiring between them on a real QueryClient.
 */

const NOW = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();

const order = (id: number, over: Partial<Order> = {}) => makeOrder(id, NOW, over);

const store = { store_id: 1, store_name: '가게', store_status: 1 };
const liveKey = ordersKeys.list({ store_id: 1, search_type: SearchType.LIVE });
// The completed list as the screen caches it: pages (one, empty), under the screen's filters.
const completedKey = completedOrdersQueryOptions({ store_id: 1, order_type: 0, order_status: 0 }).queryKey;
const ids = (qc: QueryClient, key: readonly unknown[]) => {
  const data = qc.getQueryData<OrderListData | CompletedPages>(key)!;
  const lists = 'pages' in data ? data.pages.map((p) => p.order_list) : [data.order_list];
  return lists.flat().map((o) => o.order_id);
};

/** A cache holding store 1's live list [1, 2, 3] and an empty completed list; fetches the test answers by hand. */
function setup(pending: number[] = []) {
  const qc = new QueryClient();
  qc.setQueryData<OrderListData>(liveKey, { order_list: [order(1), order(2), order(3)], store });
  qc.setQueryData<CompletedPages>(completedKey, {
    pages: [{ order_list: [], store, next_after: null, kind_counts: [0, 0, 0, 0, 0] }],
    pageParams: [undefined],
  });
  const fetches: { orderId: number; resolve: (o: Order) => void; reject: (e: Error) => void }[] = [];
  const fetchOrder = (orderId: number) =>
    new Promise<{ order: Order }>((resolve, reject) =>
      fetches.push({ orderId, resolve: (o) => resolve({ order: o }), reject }),
    );
  const refresher = liveRefresher(qc, fetchOrder, (orderId) => pending.includes(orderId));
  /** What the hook's onMessage does with a raw socket frame (minus timers, toast and sound). */
  const receive = (raw: unknown) => {
    const message = socketMessageSchema.parse(raw);
    const action = socketAction(message);
    if (action.refresh) refresher.refresh(message.order_id);
    return action;
  };
  return { qc, fetches, refresher, receive };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const served = (id: number, version: number) =>
  order(id, { order_status: OrderStatus.SERVED, version, updated_at: iso(NOW) });

describe('socket command → query cache', () => {
  it('a change naming its order fetches that order and moves its card before the lists come back', async () => {
    const { qc, fetches, receive } = setup();
    receive({ cmd: 102, order_id: 2, title: '주문 A-002', actions: { type: 'order', toast: false } });
    // The lists are marked for refetch at once (the active ones refetch; none is observed here).
    expect(qc.getQueryState(liveKey)!.isInvalidated).toBe(true);
    expect(fetches.map((f) => f.orderId)).toEqual([2]);

    fetches[0]!.resolve(served(2, 2));
    await settle();
    expect(ids(qc, liveKey)).toEqual([1, 3]);
    expect(ids(qc, completedKey)).toEqual([2]);
    expect(qc.getQueryData<{ order: Order }>(ordersKeys.detail(2))!.order.order_status).toBe(
      OrderStatus.SERVED,
    );
    // Patched lists stay stale: the refetch beside the patch is the truth.
    expect(qc.getQueryState(completedKey)!.isInvalidated).toBe(true);
  });

  it('a new order is inserted into the live list by arrival time', async () => {
    const { qc, fetches, receive } = setup();
    receive({ cmd: 101, order_id: 50, title: '새 주문', body: '후라이드', actions: { toast: true } });
    fetches[0]!.resolve(order(50, { created_at: iso(NOW - 98 * 60_000 + 1) }));
    await settle();
    expect(ids(qc, liveKey)).toEqual([1, 2, 50, 3]);
  });

  it("a command without an order refetches only, and drops answers already on their way (they're no newer)", async () => {
    const { qc, fetches, receive } = setup();
    receive({ cmd: 102, order_id: 2 });
    receive({ cmd: 102 }); // e.g. the server's refetch-all after a database reconnect
    expect(fetches).toHaveLength(1);
    fetches[0]!.resolve(served(2, 2));
    await settle();
    expect(ids(qc, liveKey)).toEqual([1, 2, 3]);
    expect(qc.getQueryData(ordersKeys.detail(2))).toBeUndefined();
  });

  it("the echo of this tablet's own action fetches nothing (the outbox answer brings the order)", () => {
    const { qc, fetches, receive } = setup([2]);
    receive({ cmd: 102, order_id: 2 });
    expect(fetches).toHaveLength(0);
    expect(qc.getQueryState(liveKey)!.isInvalidated).toBe(true);
  });

  it('only the newest of two quick changes to one order is applied, whatever order the answers arrive in', async () => {
    const { qc, fetches, receive } = setup();
    receive({ cmd: 102, order_id: 2 });
    receive({ cmd: 102, order_id: 2 });
    fetches[1]!.resolve(served(2, 3));
    await settle();
    fetches[0]!.resolve(order(2, { order_status: OrderStatus.ACCEPTED, version: 2 }));
    await settle();
    expect(ids(qc, liveKey)).toEqual([1, 3]);
    expect(ids(qc, completedKey)).toEqual([2]);
  });

  it('an order of another store or an older version than the cache holds changes nothing', async () => {
    const { qc, fetches, receive } = setup();
    const before = qc.getQueryData<OrderListData>(liveKey)!.order_list;
    receive({ cmd: 102, order_id: 3 });
    receive({ cmd: 102, order_id: 9 });
    fetches[0]!.resolve(order(3, { order_status: OrderStatus.ACCEPTED, version: 1 })); // not newer than cached v1
    fetches[1]!.resolve(order(9, { store_id: 2 }));
    await settle();
    expect(qc.getQueryData<OrderListData>(liveKey)!.order_list).toBe(before);
  });

  it('a failed fetch of the order leaves the cache to the list refetch', async () => {
    const { qc, fetches, receive } = setup();
    receive({ cmd: 102, order_id: 2 });
    fetches[0]!.reject(new Error('offline'));
    await settle();
    expect(ids(qc, liveKey)).toEqual([1, 2, 3]);
  });

  it('reload (cmd 5) and commands that are not order events leave the cache alone', () => {
    const { qc, fetches, receive } = setup();
    expect(receive({ cmd: 5, order_id: 2 }).reload).toBe(true);
    receive({ cmd: 999, order_id: 2 });
    expect(fetches).toHaveLength(0);
    expect(qc.getQueryState(liveKey)!.isInvalidated).toBe(false);
  });
});

describe('list refetches while order events keep coming', () => {
  afterEach(() => void vi.useRealTimers());

  /** setup() with the live list on screen (an observer), counting its fetches. */
  function watched(pending: number[] = []) {
    vi.useFakeTimers();
    const s = setup(pending);
    let fetched = 0;
    const observer = new QueryObserver(s.qc, {
      queryKey: liveKey,
      queryFn: () => {
        fetched += 1;
        return s.qc.getQueryData<OrderListData>(liveKey)!;
      },
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    return { ...s, fetched: () => fetched, stop };
  }

  it('the first cue refetches at once; the cues of the next seconds, once at the end of the window', async () => {
    const { qc, receive, fetched, stop } = watched();
    receive({ cmd: 101, order_id: 50 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched()).toBe(1);
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(1_000);
      receive({ cmd: 101, order_id: 51 + i });
      // Stale at once, so a list that is not on screen is fetched when shown.
      expect(qc.getQueryState(completedKey)!.isInvalidated).toBe(true);
    }
    expect(fetched()).toBe(1);
    await vi.advanceTimersByTimeAsync(LIST_REFETCH_WINDOW_MS - 4_000 - 1);
    expect(fetched()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched()).toBe(2);
    // Quiet again: no refetch is left waiting, and the next cue after the window refetches at once.
    await vi.advanceTimersByTimeAsync(LIST_REFETCH_WINDOW_MS * 2);
    expect(fetched()).toBe(2);
    receive({ cmd: 102, order_id: 50 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched()).toBe(3);
    stop();
  });

  it('a cue without an order refetches at once inside the window, and takes the waiting refetch with it', async () => {
    const { receive, fetched, stop } = watched();
    receive({ cmd: 101, order_id: 50 });
    await vi.advanceTimersByTimeAsync(1_000);
    receive({ cmd: 101, order_id: 51 });
    receive({ cmd: 102 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched()).toBe(2);
    await vi.advanceTimersByTimeAsync(LIST_REFETCH_WINDOW_MS * 2);
    expect(fetched()).toBe(2);
    stop();
  });

  it("this tablet's answered step is placed at once; its detail is fetched again now, the lists within the window", async () => {
    const { qc, receive, refresher, fetched, stop } = watched();
    qc.setQueryData(ordersKeys.detail(2), { order: order(2) });
    receive({ cmd: 101, order_id: 50 });
    await vi.advanceTimersByTimeAsync(1_000);
    refresher.applied(served(2, 2));
    expect(ids(qc, liveKey)).toEqual([1, 3]);
    expect(ids(qc, completedKey)).toEqual([2]);
    expect(qc.getQueryState(ordersKeys.detail(2))!.isInvalidated).toBe(true);
    expect(fetched()).toBe(1);
    await vi.advanceTimersByTimeAsync(LIST_REFETCH_WINDOW_MS);
    expect(fetched()).toBe(2);
    stop();
  });

  it('a stopped room leaves no refetch waiting', async () => {
    const { receive, refresher, fetched, stop } = watched();
    receive({ cmd: 101, order_id: 50 });
    await vi.advanceTimersByTimeAsync(1_000);
    receive({ cmd: 101, order_id: 51 });
    refresher.stop();
    await vi.advanceTimersByTimeAsync(LIST_REFETCH_WINDOW_MS * 2);
    expect(fetched()).toBe(1);
    stop();
  });
});
