import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from './index';
import * as t from './schema';
import { prng } from './seed-data';
import { addDaysIso, kstIsoDate, todayKstIso } from '../../src/contract';

/** yyyy-MM-dd, `days` after today (KST); negative for the past. */
const day = (days: number): string => addDaysIso(todayKstIso(), days);

const DELIVERYMEN: Record<
  number,
  [name: string, phone: string, vehicle: number, active: number, memo: string | null][]
> = {
  1: [
    ['강도현', '010-7311-2041', 1, 1, '주말 저녁 고정'],
    ['오세진', '010-7311-5820', 1, 1, null],
    ['임태윤', '010-7311-9034', 2, 0, '2026년 10월 퇴사'],
  ],
  2: [
    ['서민호', '010-6620-1187', 1, 1, null],
    ['권나래', '010-6620-4409', 3, 1, '대량 주문 전담'],
  ],
  // The stadium shop's seat runners (its menu offers the delivery staff screen, §6).
  3: [
    ['한유찬', '010-8840-3107', 4, 1, '3루 내야석 담당'],
    ['문서아', '010-8840-6652', 4, 1, '외야석 담당'],
    ['배지후', '010-8840-2290', 4, 0, '2026 시즌 종료 후 퇴사'],
  ],
  4: [['장우석', '010-5123-7788', 2, 1, '대학로 인근만']],
};

/**
 * People and promotions demo data: delivery men (with the past deliveries assigned to them), and
 * coupons, stamp programs and promotion periods in every state with usage. The extra store members
 * are in DEMO_ACCOUNTS (seed.ts), so the start-up list and the README name every demo login.
 */
export async function seedPeople(tx: Db) {
  const r = prng(7_2026_11);

  for (const [storeKey, list] of Object.entries(DELIVERYMEN)) {
    const storeId = Number(storeKey);
    const men = await tx
      .insert(t.deliverymen)
      .values(
        list.map(([deliverymanName, deliverymanPhone, vehicleType, active, memo]) => ({
          storeId,
          deliverymanName,
          deliverymanPhone,
          vehicleType,
          active,
          memo,
        })),
      )
      .returning();
    // Past and in-progress deliveries get a delivery man; brand-new orders (status 1) wait for one.
    for (const [k, man] of men.entries()) {
      await tx
        .update(t.orders)
        .set({ deliverymanId: man.deliverymanId })
        .where(
          and(
            eq(t.orders.storeId, storeId),
            eq(t.orders.orderType, 4),
            ne(t.orders.orderStatus, 1),
            sql`${t.orders.orderId} % ${men.length} = ${k}`,
          ),
        );
    }
  }

  for (const storeId of [1, 2, 3, 4]) {
    const storeOrders = await tx
      .select({
        id: t.orders.orderId,
        customerId: t.orders.customerId,
        amount: t.orders.totalAmount,
        at: t.orders.createdAt,
        status: t.orders.orderStatus,
      })
      .from(t.orders)
      .where(
        and(
          eq(t.orders.storeId, storeId),
          ne(t.orders.orderStatus, 9),
          sql`${t.orders.customerId} IS NOT NULL`,
        ),
      );
    const customerIds = [...new Set(storeOrders.map((o) => o.customerId!))];

    // Coupons: two running, one expired, one ended early, one scheduled.
    const couponRows = await tx
      .insert(t.coupons)
      .values([
        {
          storeId,
          couponName: '첫 주문 3,000원 할인',
          discountType: 1,
          discountValue: 3000,
          minOrderAmount: 15000,
          startDate: day(-40),
          endDate: day(50),
        },
        {
          storeId,
          couponName: '단골 감사 10% 할인',
          discountType: 2,
          discountValue: 10,
          minOrderAmount: 20000,
          issueLimit: 200,
          startDate: day(-10),
          endDate: day(20),
        },
        {
          storeId,
          couponName: '가을 맞이 2,000원 할인',
          discountType: 1,
          discountValue: 2000,
          minOrderAmount: 10000,
          startDate: day(-60),
          endDate: day(-5),
        },
        {
          storeId,
          couponName: '오픈 이벤트 5,000원 할인',
          discountType: 1,
          discountValue: 5000,
          minOrderAmount: 25000,
          startDate: day(-30),
          endDate: day(30),
          status: 9,
          endedAt: new Date(Date.now() - 3 * 86_400_000),
        },
        {
          storeId,
          couponName: '연말 감사 15% 할인',
          discountType: 2,
          discountValue: 15,
          minOrderAmount: 30000,
          startDate: day(20),
          endDate: day(40),
        },
      ])
      .returning();
    const issues: (typeof t.couponIssues.$inferInsert)[] = [];
    for (const coupon of couponRows.slice(0, 4)) {
      for (const customerId of customerIds) {
        if (r.next() < 0.35) {
          const use = storeOrders.find(
            (o) => o.customerId === customerId && o.amount >= coupon.minOrderAmount,
          );
          const used = use && r.next() < 0.5;
          issues.push({
            couponId: coupon.couponId,
            customerId,
            orderId: used ? use.id : null,
            issuedAt: new Date(Date.now() - r.int(10, 30) * 86_400_000),
            usedAt: used ? use.at : null,
          });
        }
      }
    }
    if (issues.length) await tx.insert(t.couponIssues).values(issues);

    // Stamp programs: an expired one and the running one (never overlapping).
    const stampReward =
      storeId === 4 ? '잔치국수 1그릇' : storeId === 3 ? '생맥주 500cc 1잔' : '후라이드치킨 1마리';
    const [, running] = await tx
      .insert(t.stampPrograms)
      .values([
        {
          storeId,
          programName: '여름 스탬프',
          stampsRequired: 5,
          rewardName: '음료 1개',
          startDate: day(-150),
          endDate: day(-61),
        },
        {
          storeId,
          programName: '10번 주문하면 1번 무료',
          stampsRequired: 10,
          rewardName: stampReward,
          minOrderAmount: 10000,
          startDate: day(-60),
          endDate: day(120),
        },
      ])
      .returning();
    const cards: (typeof t.stampCards.$inferInsert)[] = [];
    for (const customerId of customerIds) {
      const earned = storeOrders.filter((o) => o.customerId === customerId && o.amount >= 10000).length;
      if (!earned) continue;
      cards.push({
        stampProgramId: running!.stampProgramId,
        customerId,
        stampCount: earned % 10,
        rewardCount: Math.floor(earned / 10),
      });
    }
    if (cards.length) await tx.insert(t.stampCards).values(cards);

    // Promotion periods: running, finished with uses, and scheduled.
    const periods = await tx
      .insert(t.promotionPeriods)
      .values([
        {
          storeId,
          promotionName: '평일 점심 10% 할인',
          discountType: 2,
          discountValue: 10,
          startDate: day(-14),
          endDate: day(16),
          // A running period discounts every order by itself (issue 26 §5): the demo runs one at the
          // noodle shop only; the other stores ended theirs yesterday, so their orders (and the tests'
          // exact totals) stay undiscounted unless a test starts a period.
          ...(storeId === 4 ? {} : { status: 9, endedAt: new Date(Date.now() - 86_400_000) }),
        },
        {
          storeId,
          promotionName: '개점 기념 2,000원 할인',
          discountType: 1,
          discountValue: 2000,
          startDate: day(-21),
          endDate: day(-15),
        },
        {
          storeId,
          promotionName: '크리스마스 20% 할인',
          discountType: 2,
          discountValue: 20,
          startDate: day(30),
          endDate: day(35),
        },
      ])
      .returning();
    const uses: (typeof t.promotionPeriodUses.$inferInsert)[] = [];
    const [lunch, opening] = periods as [
      typeof t.promotionPeriods.$inferSelect,
      typeof t.promotionPeriods.$inferSelect,
    ];
    for (const o of storeOrders) {
      const date = kstIsoDate(o.at);
      if (date >= opening.startDate && date <= opening.endDate && r.next() < 0.5) {
        uses.push({ promotionId: opening.promotionId, orderId: o.id, discountAmount: 2000, usedAt: o.at });
      } else if (date >= lunch.startDate && date <= lunch.endDate && r.next() < 0.2) {
        uses.push({
          promotionId: lunch.promotionId,
          orderId: o.id,
          discountAmount: Math.round(o.amount / 10 / 100) * 100,
          usedAt: o.at,
        });
      }
    }
    if (uses.length) await tx.insert(t.promotionPeriodUses).values(uses);
  }
}
