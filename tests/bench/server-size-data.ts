/**
 * The data of the server-size bench (server-size.ts): the stores and orders as SQL (generate_series),
 * and the bulk load that puts them into PostgreSQL or PGlite. BENCH_SIZE_ORDERS sets the count.
 *
 * Data, per store: ~150 orders a day (one every 576 s), ~33 days; order kinds table 50 %, pickup
 * 30 %, reserved pickup 10 %, delivery 10 %; 1 in 13 cancelled, the rest served; the newest three of
 * each store open (new, accepted, ready), one store in ten with a reserved pickup two hours ahead.
 */
import type { BuiltApp } from '../../server/app';
import { QUICK, round } from './stats';

export const STORES = 200;
export const TOTAL = Number(process.env.BENCH_SIZE_ORDERS ?? (QUICK ? 100_000 : 1_000_000));
const PER_STORE = Math.floor(TOTAL / STORES);
const STEP_S = 576; // 86,400 s / 150 orders
/**
 * Completed orders per store dated into today (KST): a store's newest 147 served or cancelled orders
 * (a full day at ~150 a day, less the three open) end between the KST midnight and now, spread in
 * their order. Without it the completed list's size followed the hour the bench ran at (about 115
 * at 18:30 KST, none just after midnight); older orders end before the midnight.
 */
const TODAY_DONE = 147;

const item = (id: number, name: string, price: number, qty = 1, opt?: [string, number]) => ({
  product_id: id,
  product_name: name,
  quantity: qty,
  price,
  options: opt ? [{ option_name: opt[0], option_price: opt[1] }] : [],
});
/** Six baskets; an order takes one by its number in its store. */
const BASKETS = [
  [item(1, '후라이드치킨', 18000), item(3, '콜라 1.25L', 2500, 1, ['제로', 0])],
  [item(2, '양념치킨', 19000, 1, ['순살 변경', 2000])],
  [item(1, '후라이드치킨', 18000, 2), item(4, '치즈볼', 5000)],
  [item(5, '간장치킨', 19000), item(6, '감자튀김', 4000), item(3, '콜라 1.25L', 2500)],
  [item(7, '생맥주 500cc', 4500, 3)],
  [item(8, '반반치킨', 19500, 1, ['뼈', 0]), item(9, '떡볶이', 6000, 1, ['치즈 추가', 1500])],
];
const basketTotal = (b: ReturnType<typeof item>[]) =>
  b.reduce((s, i) => s + i.quantity * (i.price + i.options.reduce((a, o) => a + o.option_price, 0)), 0);
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const ITEMS_SQL = `ARRAY[${BASKETS.map((b) => `${lit(JSON.stringify(b))}::jsonb`).join(', ')}]`;
const TOTALS_SQL = `ARRAY[${BASKETS.map(basketTotal).join(', ')}]::bigint[]`;

/** Stores up to STORES (the demo seeds a few): plain stores with no group, like a new franchisee's. */
export const STORES_SQL = `
INSERT INTO stores (store_id, store_name, store_app_name)
SELECT g, '벤치 매장 ' || g, 'bench' FROM generate_series((SELECT max(store_id) + 1 FROM stores), ${STORES}) AS g;
SELECT setval(pg_get_serial_sequence('stores', 'store_id'), (SELECT max(store_id) FROM stores));`;

/**
 * Orders g in (lo, hi] of TOTAL: store 1 + (g-1) % 200, k = (g-1) / 200 its number in the store (the
 * largest k the newest), then one payment per order (approved, or cancelled with a cancelled order).
 */
export function ordersSql(lo: number, hi: number): string {
  const last = PER_STORE - 1;
  return `
INSERT INTO orders (store_id, order_no, order_type, order_status, table_no, pickup_time, items, total_amount, pay_type,
                    discounts, discount_amount, cancel_reason, prep_minutes, accepted_at, created_at, updated_at, version)
SELECT s, 'Z' || g,
       CASE WHEN open AND k = ${last} AND s % 10 = 0 THEN 3 WHEN open THEN 1 + k % 2
            WHEN k % 10 < 5 THEN 1 WHEN k % 10 < 8 THEN 2 WHEN k % 10 = 8 THEN 3 ELSE 4 END,
       CASE WHEN open THEN 1 + k % 3 WHEN k % 13 = 0 THEN 9 ELSE 7 END,
       CASE WHEN k % 10 < 5 THEN (1 + k % 30)::text END,
       CASE WHEN open AND k = ${last} AND s % 10 = 0 THEN now() + interval '2 hours'
            WHEN NOT open AND k % 10 = 8 THEN at + interval '40 minutes' END,
       (${ITEMS_SQL})[1 + k % 6],
       (${TOTALS_SQL})[1 + k % 6] - CASE WHEN k % 7 = 3 THEN 1000 ELSE 0 END,
       1 + k % 3,
       CASE WHEN k % 7 = 3 THEN ${lit(JSON.stringify([{ kind: 'coupon', ref_id: 1, label: '첫 주문 1,000원', amount: 1000 }]))}::jsonb ELSE '[]'::jsonb END,
       CASE WHEN k % 7 = 3 THEN 1000 ELSE 0 END,
       CASE WHEN NOT open AND k % 13 = 0 THEN '재료 소진' END,
       CASE WHEN NOT open AND k % 13 <> 0 THEN 15 END,
       CASE WHEN NOT open AND k % 13 <> 0 THEN at + interval '2 minutes' END,
       at,
       CASE WHEN open THEN at
            WHEN k >= ${PER_STORE - 3 - TODAY_DONE} THEN day0 + (now() - day0) * (k - ${PER_STORE - 3 - TODAY_DONE} + 1) / ${TODAY_DONE + 1}
            ELSE least(at + interval '20 minutes', day0 - interval '1 second') END,
       CASE WHEN open THEN 1 ELSE 3 END
FROM (SELECT g, 1 + (g - 1) % ${STORES} AS s, (g - 1) / ${STORES} AS k,
             (g - 1) / ${STORES} >= ${PER_STORE - 3} AS open,
             now() - ((${last} - (g - 1) / ${STORES}) * ${STEP_S} + ((g - 1) % ${STORES}) * 2) * interval '1 second' AS at,
             date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul' AS day0
      FROM generate_series(${lo + 1}, ${hi}) AS g) AS x;
INSERT INTO payments (store_id, order_id, pay_type, amount, payment_status, approval_no, card_name, approved_at, cancelled_at)
SELECT o.store_id, o.order_id, (ARRAY[1, 1, 2, 4, 90])[1 + o.order_id % 5], o.total_amount,
       CASE WHEN o.order_status = 9 THEN 9 ELSE 1 END,
       lpad((o.order_id % 100000000)::text, 8, '0'), CASE WHEN o.order_id % 5 < 2 THEN '신한카드' END,
       o.created_at, CASE WHEN o.order_status = 9 THEN o.updated_at END
FROM orders o
WHERE o.order_no LIKE 'Z%' AND o.order_id > coalesce((SELECT max(order_id) FROM payments WHERE order_id IS NOT NULL), 0);`;
}

/**
 * Loads orders (lo, hi] the way a bulk load is done: the secondary indexes of orders and payments
 * dropped and built again after, the foreign-key triggers off for the load's transaction (the rows
 * point at stores and orders that exist, by construction). Returns the seconds it took.
 */
export async function bulkLoad(db: BuiltApp['ctx']['database'], chunks: [number, number][], budgetS: number) {
  const defs = await db.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
     WHERE tablename IN ('orders', 'payments') AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
  );
  for (const d of defs) await db.exec(`DROP INDEX ${d.name}`);
  const t0 = Date.now();
  let loaded = 0;
  for (const [lo, hi] of chunks) {
    if ((Date.now() - t0) / 1000 > budgetS) break;
    await db.exec(`BEGIN; SET LOCAL session_replication_role = replica; ${ordersSql(lo, hi)} COMMIT;`);
    loaded += hi - lo;
  }
  const insertS = round((Date.now() - t0) / 1000);
  const t1 = Date.now();
  for (const d of defs) await db.exec(d.def);
  const indexS = round((Date.now() - t1) / 1000);
  return { loaded, insertS, indexS };
}
