import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './index';
import * as t from './schema';
import { prng } from './seed-data';
import { addDaysIso, kstDayStart, todayKstIso } from '../../src/contract';
import { createSettlement, num, rows, type DayRange } from '../lib/money';
import { splitVat } from '../routes/money-bills';

/** PG per pay type (cash, 90, has none: it is never settled by a PG). Fees in basis points. */
const PG_PAY_TYPES = [
  { payType: 1, pgName: 'KG이니시스', feeBp: 250 },
  { payType: 2, pgName: '카카오페이', feeBp: 290 },
  { payType: 3, pgName: '네이버페이', feeBp: 280 },
  { payType: 4, pgName: '토스페이먼츠', feeBp: 270 },
  { payType: 5, pgName: 'KG모빌리언스', feeBp: 350 },
];

/** yyyy-MM-dd of the KST day `daysAgo` days before today. */
const kstDate = (daysAgo: number): string => addDaysIso(todayKstIso(), -daysAgo);
const range = (fromDaysAgo: number, toDaysAgo: number): DayRange => ({
  start: kstDate(fromDaysAgo),
  end: kstDate(toDaysAgo),
});

/**
 * Money demo data on top of the main seed's three weeks of orders and payments: PG fees, a few
 * payments without an order (kiosk/terminal payments), settlements in every state, and bills.
 */
export async function seedMoney(tx: Db) {
  const r = prng(20261122);
  await tx.insert(t.pgPayTypes).values(PG_PAY_TYPES);

  // Payments without an order: card-terminal charges keyed in at the counter (some later cancelled).
  const now = Date.now();
  const kstMidnight = kstDayStart(now);
  const loose: (typeof t.payments.$inferInsert)[] = [];
  for (let storeId = 1; storeId <= 4; storeId++) {
    for (let k = 0; k < 8; k++) {
      const d = r.int(1, 20);
      const at = kstMidnight - d * 86_400_000 + r.int(11 * 60, 21 * 60) * 60_000;
      const payType = r.pick([1, 1, 2, 4, 90]);
      const cancelled = k === 7;
      loose.push({
        storeId,
        orderId: null,
        payType,
        amount: r.int(3, 60) * 1000,
        paymentStatus: cancelled ? 9 : 1,
        approvalNo: randomBytes(4).toString('hex').toUpperCase(),
        cardName: payType === 1 ? r.pick(['신한카드', 'KB국민카드', '비씨카드']) : null,
        approvedAt: new Date(at),
        cancelledAt: cancelled ? new Date(at + 3600_000) : null,
      });
    }
  }
  await tx.insert(t.payments).values(loose);

  // Two order/payment disagreements at the ballpark for the admin-orders check (/kt-payment): a
  // payment keyed in 1,000원 short, and a served order whose payment was cancelled at the terminal.
  const odd = await rows<{ payment_id: number }>(
    tx,
    sql`SELECT p.payment_id FROM payments p JOIN orders o ON o.order_id = p.order_id
        WHERE p.store_id = 3 AND o.order_status = 7 AND p.payment_status = 1 AND p.pay_type <> 90
          AND (o.created_at AT TIME ZONE 'Asia/Seoul')::date = ${kstDate(2)}::date
        ORDER BY p.payment_id LIMIT 2`,
  );
  if (odd[0])
    await tx.execute(
      sql`UPDATE payments SET amount = amount - 1000 WHERE payment_id = ${num(odd[0].payment_id)}`,
    );
  if (odd[1]) {
    await tx.execute(
      sql`UPDATE payments SET payment_status = 9, cancelled_at = approved_at + interval '2 hours' WHERE payment_id = ${num(odd[1].payment_id)}`,
    );
  }

  // Settlements: the oldest week confirmed, the next provided or ready; recent days left unsettled.
  const confirm = async (storeId: number, id: number) =>
    tx.execute(sql`UPDATE settlements SET status = 3, provided_at = now() - interval '5 days', confirmed_at = now() - interval '4 days',
      version = version + 2 WHERE settlement_id = ${id} AND store_id = ${storeId}`);
  const provide = async (storeId: number, id: number) =>
    tx.execute(sql`UPDATE settlements SET status = 2, provided_at = now() - interval '1 day', version = version + 1
      WHERE settlement_id = ${id} AND store_id = ${storeId}`);
  for (const storeId of [1, 2, 3]) {
    const first = await createSettlement(tx, storeId, range(21, 15), 1);
    await confirm(storeId, first.settlement_id);
  }
  await provide(1, (await createSettlement(tx, 1, range(14, 8), 1)).settlement_id);
  await createSettlement(tx, 1, range(7, 4), 1);
  await createSettlement(tx, 2, range(14, 8), 1);
  await provide(3, (await createSettlement(tx, 3, range(14, 8), 1)).settlement_id);

  // Bills for store 1: two issued to companies that order for their staff, one void.
  const served = await rows<{ order_id: number; total_amount: number; day: string }>(
    tx,
    sql`SELECT order_id, total_amount, to_char((created_at AT TIME ZONE 'Asia/Seoul')::date, 'YYYY-MM-DD') AS day
        FROM orders WHERE store_id = 1 AND order_status = 7
          AND (created_at AT TIME ZONE 'Asia/Seoul')::date BETWEEN ${kstDate(12)}::date AND ${kstDate(9)}::date
        ORDER BY order_id`,
  );
  const bills = [
    {
      buyer: '(주)마포테크',
      bno: '105-81-23456',
      email: 'account@mapotech.co.kr',
      orders: served.slice(0, 3),
      status: 1,
      daysAgo: 8,
    },
    {
      buyer: '서교디자인 주식회사',
      bno: '220-86-11223',
      email: null,
      orders: served.slice(3, 5),
      status: 1,
      daysAgo: 6,
    },
    {
      buyer: '(주)한강물산',
      bno: '101-81-99887',
      email: null,
      orders: served.slice(5, 6),
      status: 9,
      daysAgo: 5,
    },
  ];
  const seq = new Map<string, number>();
  for (const b of bills) {
    if (b.orders.length === 0) continue;
    const issue = kstDate(b.daysAgo);
    const n = (seq.get(issue) ?? 0) + 1;
    seq.set(issue, n);
    const total = b.orders.reduce((s, o) => s + num(o.total_amount), 0);
    const { supply, vat } = splitVat(total);
    const [created] = await tx
      .insert(t.transactions)
      .values({
        storeId: 1,
        billNo: `B${issue.replace(/-/g, '')}-${String(n).padStart(3, '0')}`,
        buyerName: b.buyer,
        buyerBusinessNo: b.bno,
        buyerEmail: b.email,
        issueDate: issue,
        supplyAmount: supply,
        vatAmount: vat,
        totalAmount: total,
        status: b.status,
        memo: b.status === 9 ? '상호 오기재로 무효 처리' : '직원 회식 단체 주문',
      })
      .returning();
    await tx
      .insert(t.transactionOrders)
      .values(b.orders.map((o) => ({ transactionId: created!.transactionId, orderId: num(o.order_id) })));
  }
}
