import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETED_PAGE_SIZE } from '../../src/contract';
import { postgresAvailable, startTestServer, type Backend, type TestServer } from './helpers';

/**
 * store/order/list search_type 3, the completed list: one page of today's served and cancelled orders
 * at a time, newest first, under the kind and status filters, with next_after and the kind counts
 * (the live and reservation lists: tests/server/orders.test.ts, tests/server/order-list-rules.test.ts).
 */

const backends: Backend[] = ['pglite'];
if (await postgresAvailable()) backends.push('postgres');

/** One order of the completed list as the tests read it. */
type Listed = {
  order_id: number;
  order_type: number;
  order_status: number;
  store_id: number;
  updated_at: string;
};

describe.each(backends)('the completed list, paged on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let store1: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    [admin, store1] = await Promise.all([s.login('admin'), s.login('store1')]);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  const STORE = 4;
  const list = (body: object, token = admin) =>
    s.call('store/order/list', { store_id: STORE, search_type: 3, app_type: 3, ...body }, token);

  /** Every page of the completed list under `filters`, following next_after from the first page. */
  async function allPages(filters: object = {}) {
    const pages: { order_list: Listed[]; next_after?: number | null; kind_counts?: number[] }[] = [];
    let after: number | undefined;
    for (let n = 0; n < 20; n++) {
      const r = await list(after === undefined ? filters : { ...filters, after_order_id: after });
      expect(r.body.code, r.body.message).toBe(0);
      pages.push(r.body.data);
      if (r.body.data.next_after === null) return pages;
      after = r.body.data.next_after;
    }
    throw new Error('next_after never ended');
  }

  /**
   * The store's completed orders of today, newest first, computed here from the rows: the microsecond
   * timestamp, then the order id. `today` is the database's own KST day start.
   */
  async function expected(status?: number, kind?: number) {
    const rows = await s.built.ctx.database.query<{
      order_id: number;
      order_type: number;
      order_status: number;
      us: string;
      today: boolean;
    }>(
      `SELECT order_id, order_type, order_status,
              (extract(epoch FROM updated_at) * 1000000)::bigint::text AS us,
              updated_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul' AS today
         FROM orders WHERE store_id = $1`,
      [STORE],
    );
    return rows
      .filter((o) => o.today && (o.order_status === 7 || o.order_status === 9))
      .filter((o) => (status ? o.order_status === status : true) && (kind ? o.order_type === kind : true))
      .sort((a, b) =>
        BigInt(b.us) > BigInt(a.us) ? 1 : BigInt(b.us) < BigInt(a.us) ? -1 : b.order_id - a.order_id,
      );
  }

  const countsOf = (xs: { order_type: number }[]) => [
    xs.length,
    ...[1, 2, 3, 4].map((k) => xs.filter((o) => o.order_type === k).length),
  ];

  let inserted: number[] = [];
  beforeAll(async () => {
    // 130 completed orders today (every kind, one in three cancelled), straight into the database: in
    // threes, two with the very same timestamp (the order id breaks the tie) and, first, one 400 µs later
    // with the lowest id of the three, so the answer's millisecond ISO strings cannot tell them apart:
    // the first page ends on such a later one (newer than the seed's completed order of today), and a
    // cursor cut to the millisecond would skip the two after it.
    // Around them: completed orders of yesterday and open orders of today, which are not on the list.
    const rows = await s.built.ctx.database.query<{ order_id: number }>(
      `INSERT INTO orders (store_id, order_no, order_type, order_status, items, total_amount, pay_type,
                           cancel_reason, created_at, updated_at)
       SELECT $1, 'P-' || i, 1 + i % 4, CASE WHEN i % 3 = 1 THEN 9 ELSE 7 END, '[]'::jsonb, 1000, 1,
              CASE WHEN i % 3 = 1 THEN '재료 소진' END, t, t
         FROM generate_series(0, 129) AS i,
              LATERAL (SELECT greatest(now() - interval '1 minute',
                         date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul' + interval '1 second')
                       + (i / 3) * interval '1 millisecond'
                       + CASE WHEN i % 3 = 0 THEN interval '400 microseconds' ELSE interval '0' END AS t) AS x
       RETURNING order_id`,
      [STORE],
    );
    inserted = rows.map((r) => r.order_id);
    await s.built.ctx.database.query(
      `INSERT INTO orders (store_id, order_no, order_type, order_status, items, total_amount, pay_type, created_at, updated_at)
       SELECT $1, 'Q-' || i, 1 + i % 2, CASE WHEN i < 5 THEN 7 ELSE 1 + i % 3 END, '[]'::jsonb, 1000, 1, t, t
         FROM generate_series(0, 9) AS i,
              LATERAL (SELECT CASE WHEN i < 5
                         THEN date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul' - interval '1 second'
                         ELSE now() - interval '1 minute' END AS t) AS x`,
      [STORE],
    );
  });

  it('answers pages of 50, newest first, each completed order of today exactly once, with kind counts on the first', async () => {
    const want = await expected();
    expect(want.length).toBeGreaterThan(2 * COMPLETED_PAGE_SIZE);
    const pages = await allPages();
    expect(pages.length).toBe(Math.ceil(want.length / COMPLETED_PAGE_SIZE));
    expect(pages[0]!.order_list).toHaveLength(COMPLETED_PAGE_SIZE);
    expect(pages[0]!.next_after).toBe(pages[0]!.order_list.at(-1)!.order_id);
    for (const page of pages.slice(0, -1)) {
      expect(page.order_list).toHaveLength(COMPLETED_PAGE_SIZE);
      expect(page.next_after).toBe(page.order_list.at(-1)!.order_id);
    }
    expect(pages.at(-1)!.next_after).toBeNull();
    const got = pages.flatMap((p) => p.order_list);
    expect(got.map((o) => o.order_id)).toEqual(want.map((o) => o.order_id));
    expect(new Set(got.map((o) => o.order_id)).size).toBe(got.length);
    for (const id of inserted) expect(got.some((o) => o.order_id === id)).toBe(true);
    expect(got.every((o) => o.store_id === STORE && (o.order_status === 7 || o.order_status === 9))).toBe(
      true,
    );
    // The first page counts the whole list by kind; later pages leave the counts out.
    expect(pages[0]!.kind_counts).toEqual(countsOf(got));
    for (const page of pages.slice(1)) expect(page).not.toHaveProperty('kind_counts');
  });

  it('filters by status and kind; the kind counts follow the status filter, not the kind filter', async () => {
    const cancelled = await allPages({ order_status: 9 });
    const all9 = cancelled.flatMap((p) => p.order_list);
    expect(all9.map((o) => o.order_id)).toEqual((await expected(9)).map((o) => o.order_id));
    expect(all9.every((o) => o.order_status === 9)).toBe(true);
    expect(cancelled[0]!.kind_counts).toEqual(countsOf(all9));

    for (const kind of [1, 2, 3, 4]) {
      const pages = await allPages({ order_type: kind });
      const got = pages.flatMap((p) => p.order_list);
      expect(got.length).toBeGreaterThan(0);
      expect(got.every((o) => o.order_type === kind)).toBe(true);
      expect(got.map((o) => o.order_id)).toEqual((await expected(undefined, kind)).map((o) => o.order_id));
      expect(pages[0]!.kind_counts).toEqual(countsOf(await expected()));
    }

    const both = await allPages({ order_status: 7, order_type: 2 });
    const served2 = both.flatMap((p) => p.order_list);
    expect(served2.map((o) => o.order_id)).toEqual((await expected(7, 2)).map((o) => o.order_id));
    expect(both[0]!.kind_counts).toEqual(countsOf(await expected(7)));
    // 0 is "no filter".
    expect((await list({ order_status: 0, order_type: 0 })).body.data.kind_counts).toEqual(
      countsOf(await expected()),
    );
  });

  it("answers an empty last page after another store's order or an unknown one, and refuses other filters", async () => {
    // A cancelled order of store 1, today: on its own store's list, not a cursor for store 4's.
    const [order] = await s.built.ctx.database.query<{ order_id: number }>(
      `INSERT INTO orders (store_id, order_no, order_type, order_status, items, total_amount, pay_type, cancel_reason)
       VALUES (1, 'F-1', 2, 9, '[]'::jsonb, 1000, 1, '재료 소진') RETURNING order_id`,
    );
    for (const after of [order!.order_id, 99_999_999]) {
      const r = await list({ after_order_id: after });
      expect(r.body.code, r.body.message).toBe(0);
      expect(r.body.data.order_list).toEqual([]);
      expect(r.body.data.next_after).toBeNull();
      expect(r.body.data).not.toHaveProperty('kind_counts');
    }
    // The cancelled order is on its own store's list.
    const own = await s.call('store/order/list', { store_id: 1, search_type: 3, app_type: 3 }, store1);
    expect(own.body.data.order_list.some((o: Listed) => o.order_id === order!.order_id)).toBe(true);

    for (const bad of [{ order_status: 3 }, { order_status: 1 }, { order_type: 5 }, { order_type: -1 }]) {
      const r = await list(bad);
      expect(r.body.code, JSON.stringify(bad)).toBe(9001);
      expect(r.body.fields).toHaveProperty(Object.keys(bad)[0]!);
    }
  });

  it('keeps the live and reservation lists whole, ignoring the page fields', async () => {
    for (const search_type of [1, 2]) {
      const plain = await list({ search_type });
      expect(plain.body.code).toBe(0);
      expect(plain.body.data).not.toHaveProperty('next_after');
      expect(plain.body.data).not.toHaveProperty('kind_counts');
      const filtered = await list({
        search_type,
        order_type: 4,
        order_status: 9,
        after_order_id: inserted[0],
      });
      expect(filtered.body.code).toBe(0);
      expect(filtered.body.data).toEqual(plain.body.data);
    }
    const live = await list({ search_type: 1 });
    expect(live.body.data.order_list.length).toBeGreaterThan(0);
  });
});
