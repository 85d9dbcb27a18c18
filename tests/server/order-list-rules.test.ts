import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { OrderStatus, OrderType, RESERVATION_LEAD_MINUTES, SearchType, type Order } from '@/contract';
// The pure rules module, not patch-order-list.ts: that one reaches the API client (vite-only types).
import { type OrderSearchType } from '@/contract';
import { belongsTo, patchOrderList } from '@/features/live/order-list-rules';
import { orders } from '../../server/db/schema';
import { toOrder } from '../../server/lib/order-rows';
import { startTestServer, type TestServer } from './helpers';

/**
 * The tablet places a changed order into its cached store/order/list pages by its own copy of the
 * server's list rules (src/features/live/order-list-rules.ts). If the copy drifts from the SQL in
 * server/routes/orders.ts, a card sits in the wrong list or the wrong place until the next refetch.
 * This test generates many stores' orders from a seed (statuses, types, order numbers, creation and
 * change times, reservation times, many of them on the edges: the 30-minute reservation lead and
 * midnight KST, to the millisecond), writes them straight into the embedded database, asks the real
 * handler for every list, and checks the client rules pick the same orders in the same order —
 * built from nothing, and patched from the previous round's answer as socket events would.
 */

/** mulberry32: small, seeded, good enough to pick test data; a failure names its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
    return xs;
  };
  return { next, int, pick, shuffle };
}
type Rng = ReturnType<typeof rng>;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const LEAD = RESERVATION_LEAD_MINUTES * MIN;
const kstDayStart = (now: number) => Math.floor((now + 9 * HOUR) / DAY) * DAY - 9 * HOUR;
const SEARCH_TYPES: OrderSearchType[] = [SearchType.LIVE, SearchType.RESERVATION, SearchType.COMPLETED];
const STATUSES = [
  OrderStatus.ORDERED,
  OrderStatus.ACCEPTED,
  OrderStatus.READY,
  OrderStatus.SERVED,
  OrderStatus.CANCEL,
];

/** A time near `edge`: exactly on it, within seconds (either side, to the millisecond), or hours away. */
function around(r: Rng, edge: number): number {
  switch (r.int(0, 4)) {
    case 4:
      // Exactly on the edge: only midnight KST is a fixed instant; the reservation edge moves with the
      // server's clock, so such an order is left out by onTheEdge unless the clock passed it already.
      return edge;
    case 0:
      return edge + r.int(-3_000, 3_000);
    case 1:
      return edge + r.int(-90, 90) * MIN;
    case 2:
      return edge + r.int(-2, 2) * DAY + r.int(-12, 12) * HOUR;
    default:
      // Whole 5-minute slots: customers pick the same pickup time, and ties must not break the lists.
      return Math.floor((edge + r.int(-24, 24) * 5 * MIN) / (5 * MIN)) * 5 * MIN;
  }
}

/** A row as the customer channel could have written it and staff actions moved it since. */
function generateRow(r: Rng, storeId: number, now: number, shared: number[]): typeof orders.$inferInsert {
  const type = r.pick([OrderType.TABLE, OrderType.PICKUP, OrderType.PICKUP_RESERVE, OrderType.DELIVERY]);
  const status = r.pick(STATUSES);
  // Some orders arrive at the very same instant as another (ties in the live board's sort key).
  const created = r.next() < 0.15 ? r.pick(shared) : now - r.int(0, 3 * 24 * 60) * MIN - r.int(0, 59_999);
  const updated =
    status === OrderStatus.SERVED || status === OrderStatus.CANCEL
      ? around(r, kstDayStart(now))
      : created + r.int(0, 40) * MIN;
  // Reserved pickups always carry a time (the customer channel refuses one without); a plain pickup
  // may carry one too, and must stay on the live board whatever it says.
  const pickup =
    type === OrderType.PICKUP_RESERVE || (type === OrderType.PICKUP && r.next() < 0.3)
      ? around(r, now + LEAD)
      : null;
  return {
    storeId,
    orderNo: `${'TPRD'[type - 1]}-${String(r.int(1, 999)).padStart(3, '0')}`,
    orderType: type,
    orderStatus: status,
    tableNo: type === OrderType.TABLE ? String(r.int(1, 12)) : null,
    pickupTime: pickup === null ? null : new Date(pickup),
    deliveryAddress: type === OrderType.DELIVERY ? '서울 마포구 양화로 1' : null,
    items: [],
    totalAmount: r.int(1, 90) * 1000,
    payType: 1,
    prepMinutes: status === OrderStatus.ORDERED ? null : 15,
    cancelReason: status === OrderStatus.CANCEL ? '고객 요청' : null,
    createdAt: new Date(Math.min(created, now)),
    updatedAt: new Date(Math.max(Math.min(updated, now), Math.min(created, now))),
    version: r.int(1, 4),
  };
}

/** What each list sorts by on the server; equal keys have no defined order there. */
function sortKey(o: Order, t: OrderSearchType): string {
  return t === SearchType.LIVE
    ? o.created_at
    : t === SearchType.RESERVATION
      ? (o.pickup_time ?? '')
      : o.updated_at;
}

/**
 * Orders whose membership of list `t` depends on when exactly "now" was between `from` and `to`
 * (the server reads its own clock inside the call): they are left out of the comparison.
 */
function onTheEdge(all: Order[], t: OrderSearchType, from: number, to: number): Set<number> {
  return new Set(all.filter((o) => belongsTo(o, t, from) !== belongsTo(o, t, to)).map((o) => o.order_id));
}

/**
 * The two lists hold the same orders in exactly the same order: the server sorts by the list's key and
 * then the order id, and the client's rules do the same, so ties (same pickup slot, same instant) too.
 * Returns how many positions sat within a run of equal keys (the report says how often ties occur).
 */
function expectSameList(client: Order[], server: Order[], t: OrderSearchType, label: string): number {
  expect(
    client.map((o) => o.order_id).sort((a, b) => a - b),
    `${label}: which orders`,
  ).toEqual(server.map((o) => o.order_id).sort((a, b) => a - b));
  expect(
    client.map((o) => sortKey(o, t)),
    `${label}: in which key order`,
  ).toEqual(server.map((o) => sortKey(o, t)));
  expect(
    client.map((o) => o.order_id),
    `${label}: in which order, ties included`,
  ).toEqual(server.map((o) => o.order_id));
  const key = (i: number) => (server[i] ? sortKey(server[i], t) : undefined);
  return server.filter((_, i) => key(i) === key(i - 1) || key(i) === key(i + 1)).length;
}

describe('store/order/list: the client list rules against the server SQL', () => {
  let s: TestServer;
  let token: string;
  let storeIds: number[];
  beforeAll(async () => {
    s = await startTestServer('pglite');
    token = await s.login('admin');
    storeIds = (
      await s.built.ctx.database.query<{ store_id: number }>('SELECT store_id FROM stores ORDER BY store_id')
    ).map((x) => x.store_id);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  async function serverList(
    storeId: number,
    t: OrderSearchType,
  ): Promise<{ list: Order[]; from: number; to: number }> {
    const from = Date.now();
    // The completed list comes in pages: the whole list is every page, following next_after.
    const list: Order[] = [];
    let after: number | null | undefined;
    do {
      const r = await s.call(
        'store/order/list',
        { store_id: storeId, search_type: t, app_type: 3, after_order_id: after ?? undefined },
        token,
      );
      expect(r.body.code, r.body.message).toBe(0);
      list.push(...(r.body.data.order_list as Order[]));
      after = t === SearchType.COMPLETED ? r.body.data.next_after : null;
    } while (after);
    const to = Date.now();
    return { list, from, to };
  }

  async function storeOrders(storeId: number): Promise<Order[]> {
    return (await s.built.ctx.db.select().from(orders).where(eq(orders.storeId, storeId))).map(toOrder);
  }

  it('agree on random orders over several rounds of new and changed orders (seeded)', async () => {
    const SEED = Number(process.env.ORDER_RULES_SEED ?? 20_261_123);
    const ROUNDS = 4;
    const r = rng(SEED);
    const ties = { n: 0, compared: 0 };
    let leftOut = 0;
    // The previous round's server answers, as a tablet's cache would hold them.
    const cached = new Map<string, { list: Order[]; from: number }>();

    for (let round = 0; round < ROUNDS; round++) {
      const now = Date.now();
      const touched = new Map<number, Set<number>>();
      for (const storeId of storeIds) {
        const mine = new Set<number>();
        const shared = Array.from({ length: 5 }, () => now - r.int(0, 600) * MIN);
        // New orders.
        const fresh = Array.from({ length: r.int(40, 90) }, () => generateRow(r, storeId, now, shared));
        const inserted = await s.built.ctx.db.insert(orders).values(fresh).returning({ id: orders.orderId });
        for (const x of inserted) mine.add(x.id);
        // Changes to orders already there (a status step, a cancel, a moved pickup), each a new version.
        const existing = await storeOrders(storeId);
        for (const o of r.shuffle(existing.filter((x) => !mine.has(x.order_id))).slice(0, r.int(10, 30))) {
          const next = generateRow(r, storeId, now, shared);
          await s.built.ctx.db
            .update(orders)
            .set({
              orderStatus: next.orderStatus,
              pickupTime:
                o.order_type === OrderType.PICKUP_RESERVE
                  ? (next.pickupTime ?? new Date(now + 2 * HOUR))
                  : undefined,
              updatedAt: next.updatedAt,
              version: o.version + 1,
            })
            .where(inArray(orders.orderId, [o.order_id]));
          mine.add(o.order_id);
        }
        touched.set(storeId, mine);
      }

      for (const storeId of storeIds) {
        const all = await storeOrders(storeId);
        for (const t of SEARCH_TYPES) {
          const label = `seed ${SEED}, round ${round}, store ${storeId}, search_type ${t}`;
          const { list: server, from, to } = await serverList(storeId, t);
          expect(server.length, `${label}: the generated data should fill the list`).toBeGreaterThan(0);

          // 1. From nothing: every order of the store offered to an empty list, in random order.
          let scratch: Order[] = [];
          for (const o of r.shuffle(all.slice())) scratch = patchOrderList(scratch, o, t, from);
          const edge = onTheEdge(all, t, from, to);
          leftOut += edge.size;
          const drop = (xs: Order[]) => xs.filter((o) => !edge.has(o.order_id));
          ties.n += expectSameList(drop(scratch), drop(server), t, `${label}, from nothing`);
          ties.compared += server.length;

          // 2. As a tablet sees it: last round's answer, patched with this round's new and changed orders.
          const prev = cached.get(`${storeId}:${t}`);
          if (prev) {
            let patched = prev.list;
            const changed = all.filter((o) => touched.get(storeId)!.has(o.order_id));
            for (const o of r.shuffle(changed)) patched = patchOrderList(patched, o, t, from);
            // An untouched order that crossed a time edge since then (a reservation now due, a completed
            // order of yesterday) moves at the next refetch, not by a patch: leave those out too.
            const moved = onTheEdge(all, t, prev.from, to);
            const drop2 = (xs: Order[]) => xs.filter((o) => !edge.has(o.order_id) && !moved.has(o.order_id));
            expectSameList(drop2(patched), drop2(server), t, `${label}, patched`);
          }
          cached.set(`${storeId}:${t}`, { list: server, from });
        }
      }
    }
    console.info(
      `[order-list-rules] ${ties.compared} list positions compared, all in the same order; ${ties.n} of them within equal sort keys; ${leftOut} on a moving time edge left out`,
    );
  }, 60_000);
});
