import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray, sql } from 'drizzle-orm';
import { orderListCall } from '@/contract';
import { orders } from '../../server/db/schema';
import { rows } from '../../server/lib/money';
import { orderListColumns, orderOfListRow, toOrder, type OrderListRow } from '../../server/lib/order-rows';
import { startTestServer, testBackends, type TestServer } from './helpers';

/**
 * store/order/list reads its orders raw with orderListColumns (timestamps formatted by the database,
 * bigints normalized by orderOfListRow) instead of the ORM's rows through toOrder. The two must give
 * the same Order, byte for byte, on both drivers: every nullable field null and set, timestamps with
 * microseconds (toISOString truncates to the millisecond, so must the database), amounts above 2^31.
 */
describe.each(await testBackends())('the list columns against toOrder on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('give the same Order for every kind of row', async () => {
    const db = s.built.ctx.db;
    const base = {
      storeId: 1,
      orderType: 2,
      orderStatus: 7,
      items: [
        {
          product_id: 1,
          product_name: '후라이드치킨 "반반"\\',
          quantity: 2,
          price: 18000,
          options: [{ option_name: '순살 변경', option_price: 2000 }],
        },
      ],
      totalAmount: 40_000,
      payType: 1,
    };
    const inserted = await db
      .insert(orders)
      .values([
        { ...base, orderNo: 'ROWS-1' },
        {
          ...base,
          orderNo: 'ROWS-2',
          orderType: 3,
          orderStatus: 9,
          tableNo: '12',
          pickupTime: sql`'2026-11-27 23:59:59.999999+09'::timestamptz`,
          deliveryAddress: '서울 마포구 양화로 1',
          customerName: '김고객',
          customerPhone: '010-1234-5678',
          request: '덜 맵게\n부탁해요 😀',
          totalAmount: 3_000_000_000,
          deliveryFee: 3_000,
          discounts: [{ kind: 'coupon', ref_id: 7, label: '첫 주문 1,000원', amount: 1000 }],
          discountAmount: 1_000,
          prepMinutes: 15,
          cancelReason: '재료 소진',
          cancelRequested: 1,
          deliverymanId: 4,
          createdAt: sql`'2026-01-02 03:04:05.0006+00'::timestamptz`,
          updatedAt: sql`'1999-12-31 23:59:59.9995+00'::timestamptz`,
          version: 12,
        },
        {
          ...base,
          orderNo: 'ROWS-3',
          pickupTime: sql`'2026-11-27 15:00:00+00'::timestamptz`,
          createdAt: sql`'2026-11-27 15:00:00.1+00'::timestamptz`,
          updatedAt: sql`'2026-11-27 15:00:00.123456+00'::timestamptz`,
        },
      ])
      .returning({ id: orders.orderId });
    const ids = inserted.map((r) => r.id);
    // Every order of the database, the demo's seeded ones included.
    const viaOrm = (await db.select().from(orders).orderBy(asc(orders.orderId))).map(toOrder);
    const viaList = (
      await rows<OrderListRow>(db, sql`SELECT ${orderListColumns} FROM ${orders} ORDER BY ${orders.orderId}`)
    ).map(orderOfListRow);
    expect(viaOrm.length).toBeGreaterThan(ids.length);
    expect(viaList).toEqual(viaOrm);
    // What the call answers goes through the contract: the same JSON either way.
    const answer = (list: unknown) =>
      JSON.stringify(
        orderListCall.response.parse({
          order_list: list,
          store: { store_id: 1, store_name: '매장', store_status: 1 },
        }),
      );
    expect(answer(viaList)).toBe(answer(viaOrm));
    const mine = viaList.filter((o) => ids.includes(o.order_id));
    expect(mine.map((o) => [o.pickup_time, o.created_at, o.updated_at, o.total_amount])).toEqual([
      [null, mine[0]!.created_at, mine[0]!.updated_at, 40_000],
      ['2026-11-27T14:59:59.999Z', '2026-01-02T03:04:05.000Z', '1999-12-31T23:59:59.999Z', 3_000_000_000],
      ['2026-11-27T15:00:00.000Z', '2026-11-27T15:00:00.100Z', '2026-11-27T15:00:00.123Z', 40_000],
    ]);
    await db.delete(orders).where(inArray(orders.orderId, ids));
  });
});
