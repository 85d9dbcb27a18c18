import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DiscountType,
  isoToYmd,
  PAGE_SIZE,
  PromotionStatus,
  todayKstIso,
  couponEditCall,
  couponEndCall,
  couponListCall,
  promotionPeriodEditCall,
  promotionPeriodEndCall,
  promotionPeriodListCall,
  stampEditCall,
  stampEndCall,
  stampListCall,
  type Coupon,
  type PromotionPeriod,
  type PromotionState,
  type StampProgram,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { coupons, promotionPeriods, stampPrograms } from '../db/schema';
import { parseYmd } from '../lib/people-util';

/*
 * Coupons, stamp programs and promotion periods (issue 7). Each has list / edit / end. A running
 * promotion's state comes from today's date in Korea: scheduled, active, expired; `end` stops it early.
 */

export function promotionState(
  status: number,
  start: string,
  end: string,
  today = todayKstIso(),
): PromotionState {
  if (status === PromotionStatus.ENDED) return 'ended';
  if (today < start) return 'scheduled';
  if (today > end) return 'expired';
  return 'active';
}

type Dated = { status: PgColumn; startDate: PgColumn; endDate: PgColumn };
function stateFilter(t: Dated, state: PromotionState | undefined): SQL | undefined {
  const today = todayKstIso();
  switch (state) {
    case 'ended':
      return eq(t.status, PromotionStatus.ENDED);
    case 'scheduled':
      return and(eq(t.status, PromotionStatus.RUNNING), sql`${t.startDate} > ${today}::date`);
    case 'expired':
      return and(eq(t.status, PromotionStatus.RUNNING), sql`${t.endDate} < ${today}::date`);
    case 'active':
      return and(
        eq(t.status, PromotionStatus.RUNNING),
        sql`${t.startDate} <= ${today}::date`,
        sql`${t.endDate} >= ${today}::date`,
      );
    default:
      return undefined;
  }
}

/** Checks the period and the discount shared by every promotion; returns the dates as yyyy-MM-dd. */
function checkTerms(
  body: { start_date: string; end_date: string; discount_type?: number; discount_value?: number },
  isNew: boolean,
) {
  const start = parseYmd(body.start_date, 'start_date');
  const end = parseYmd(body.end_date, 'end_date');
  if (end < start) throw fail.validation({ end_date: '종료일은 시작일보다 빠를 수 없습니다.' });
  if (isNew && end < todayKstIso())
    throw fail.validation({ end_date: '이미 지난 기간으로는 만들 수 없습니다.' });
  if (body.discount_type === DiscountType.PERCENT && (body.discount_value ?? 0) > 100) {
    throw fail.validation({ discount_value: '할인율은 100% 이하여야 합니다.' });
  }
  return { start, end };
}

const pages = (total: number, pageNo: number) => ({
  total_count: total,
  page_no: pageNo,
  page_count: Math.max(1, Math.ceil(total / PAGE_SIZE)),
});

const base = (r: {
  storeId: number;
  status: number;
  startDate: string;
  endDate: string;
  endedAt: Date | null;
  createdAt: Date;
}) => ({
  store_id: r.storeId,
  status: r.status,
  state: promotionState(r.status, r.startDate, r.endDate),
  start_date: isoToYmd(r.startDate),
  end_date: isoToYmd(r.endDate),
  ended_at: r.endedAt ? r.endedAt.toISOString() : null,
  created_at: r.createdAt.toISOString(),
});

// ---------------------------------------------------------------------------------------------

// Table-qualified by hand: inside a subquery Drizzle would print the bare column name.
const couponIssued = sql<number>`(SELECT count(*)::int FROM coupon_issues i WHERE i.coupon_id = coupons.coupon_id)`;
const couponUsed = sql<number>`(SELECT count(*)::int FROM coupon_issues i WHERE i.coupon_id = coupons.coupon_id AND i.used_at IS NOT NULL)`;

async function couponRows(db: Db, where: SQL | undefined, pageNo = 1): Promise<Coupon[]> {
  const rows = await db
    .select({ c: coupons, issued: couponIssued, used: couponUsed })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.couponId))
    .limit(PAGE_SIZE)
    .offset((pageNo - 1) * PAGE_SIZE);
  return rows.map(({ c, issued, used }) => ({
    coupon_id: c.couponId,
    coupon_name: c.couponName,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    min_order_amount: c.minOrderAmount,
    issue_limit: c.issueLimit,
    issued_count: Number(issued),
    used_count: Number(used),
    ...base(c),
  }));
}

const stampCustomers = sql<number>`(SELECT count(*)::int FROM stamp_cards s WHERE s.stamp_program_id = stamp_programs.stamp_program_id)`;
const stampTotal = sql<number>`(SELECT coalesce(sum(s.stamp_count), 0)::int FROM stamp_cards s WHERE s.stamp_program_id = stamp_programs.stamp_program_id)`;
const stampRewards = sql<number>`(SELECT coalesce(sum(s.reward_count), 0)::int FROM stamp_cards s WHERE s.stamp_program_id = stamp_programs.stamp_program_id)`;

async function stampRows(db: Db, where: SQL | undefined, pageNo = 1): Promise<StampProgram[]> {
  const rows = await db
    .select({ p: stampPrograms, customers: stampCustomers, stamps: stampTotal, rewards: stampRewards })
    .from(stampPrograms)
    .where(where)
    .orderBy(desc(stampPrograms.createdAt), desc(stampPrograms.stampProgramId))
    .limit(PAGE_SIZE)
    .offset((pageNo - 1) * PAGE_SIZE);
  return rows.map(({ p, customers, stamps, rewards }) => ({
    stamp_program_id: p.stampProgramId,
    program_name: p.programName,
    stamps_required: p.stampsRequired,
    reward_name: p.rewardName,
    min_order_amount: p.minOrderAmount,
    customer_count: Number(customers),
    stamp_total: Number(stamps),
    reward_count: Number(rewards),
    ...base(p),
  }));
}

const periodUses = sql<number>`(SELECT count(*)::int FROM promotion_period_uses u WHERE u.promotion_id = promotion_periods.promotion_id)`;
const periodDiscount = sql<number>`(SELECT coalesce(sum(u.discount_amount), 0)::bigint FROM promotion_period_uses u WHERE u.promotion_id = promotion_periods.promotion_id)`;

async function periodRows(db: Db, where: SQL | undefined, pageNo = 1): Promise<PromotionPeriod[]> {
  const rows = await db
    .select({ p: promotionPeriods, uses: periodUses, discount: periodDiscount })
    .from(promotionPeriods)
    .where(where)
    .orderBy(desc(promotionPeriods.createdAt), desc(promotionPeriods.promotionId))
    .limit(PAGE_SIZE)
    .offset((pageNo - 1) * PAGE_SIZE);
  return rows.map(({ p, uses, discount }) => ({
    promotion_id: p.promotionId,
    promotion_name: p.promotionName,
    discount_type: p.discountType,
    discount_value: p.discountValue,
    use_count: Number(uses),
    discount_total: Number(discount),
    ...base(p),
  }));
}

export function promotionRoutes(app: FastifyInstance, ctx: AppContext) {
  // ------------------------------------------------------------------------------------------- coupons
  registerCall(app, ctx, couponListCall, {
    async handler({ tx, body, storeId }) {
      const where = and(eq(coupons.storeId, storeId), stateFilter(coupons, body.state));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(coupons).where(where);
      return { coupon_list: await couponRows(tx, where, body.page_no), ...pages(Number(n), body.page_no) };
    },
  });

  const lockCoupon = async (db: Db, storeId: number, id: number) => {
    // Lock first, then read the counts: a second tablet's edit waits for this one.
    const locked = await db
      .select({ id: coupons.couponId })
      .from(coupons)
      .where(and(eq(coupons.storeId, storeId), eq(coupons.couponId, id)))
      .for('update');
    if (!locked.length) throw fail.notFound('쿠폰을 찾을 수 없습니다.');
    return (await couponRows(db, eq(coupons.couponId, id)))[0]!;
  };

  registerCall(app, ctx, couponEditCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const { start, end } = checkTerms(body, !body.coupon_id);
      const values = {
        couponName: body.coupon_name,
        discountType: body.discount_type,
        discountValue: body.discount_value,
        minOrderAmount: body.min_order_amount,
        issueLimit: body.issue_limit ?? null,
        startDate: start,
        endDate: end,
      };
      let id: number;
      if (body.coupon_id) {
        const current = await lockCoupon(tx, storeId, body.coupon_id);
        if (current.status === PromotionStatus.ENDED)
          throw fail.conflict('종료된 쿠폰은 수정할 수 없습니다.', current);
        // Customers already hold it: what it is worth cannot change under them.
        if (
          current.issued_count > 0 &&
          (current.discount_type !== body.discount_type || current.discount_value !== body.discount_value)
        ) {
          throw fail.validation({ discount_value: '이미 발급된 쿠폰은 할인 내용을 바꿀 수 없습니다.' });
        }
        if (body.issue_limit !== undefined && body.issue_limit < current.issued_count) {
          throw fail.validation({
            issue_limit: `이미 ${current.issued_count}장 발급되었습니다. 그보다 적게 할 수 없습니다.`,
          });
        }
        await tx.update(coupons).set(values).where(eq(coupons.couponId, body.coupon_id));
        id = body.coupon_id;
      } else {
        const [row] = await tx
          .insert(coupons)
          .values({ ...values, storeId: storeId })
          .returning({ id: coupons.couponId });
        id = row!.id;
      }
      const [coupon] = await couponRows(tx, eq(coupons.couponId, id));
      return { coupon: coupon! };
    },
  });

  registerCall(app, ctx, couponEndCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const current = await lockCoupon(tx, storeId, body.coupon_id);
      if (current.status === PromotionStatus.ENDED) throw fail.conflict('이미 종료된 쿠폰입니다.', current);
      await tx
        .update(coupons)
        .set({ status: PromotionStatus.ENDED, endedAt: new Date() })
        .where(eq(coupons.couponId, body.coupon_id));
      const [coupon] = await couponRows(tx, eq(coupons.couponId, body.coupon_id));
      return { coupon: coupon! };
    },
  });

  // ------------------------------------------------------------------------------------------- stamps
  registerCall(app, ctx, stampListCall, {
    async handler({ tx, body, storeId }) {
      const where = and(eq(stampPrograms.storeId, storeId), stateFilter(stampPrograms, body.state));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(stampPrograms).where(where);
      return { stamp_list: await stampRows(tx, where, body.page_no), ...pages(Number(n), body.page_no) };
    },
  });

  const lockStamp = async (db: Db, storeId: number, id: number) => {
    const locked = await db
      .select({ id: stampPrograms.stampProgramId })
      .from(stampPrograms)
      .where(and(eq(stampPrograms.storeId, storeId), eq(stampPrograms.stampProgramId, id)))
      .for('update');
    if (!locked.length) throw fail.notFound('스탬프를 찾을 수 없습니다.');
    return (await stampRows(db, eq(stampPrograms.stampProgramId, id)))[0]!;
  };

  registerCall(app, ctx, stampEditCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const { start, end } = checkTerms(body, !body.stamp_program_id);
      // Only one running stamp program per store: a customer collects on one card at a time.
      const overlapping = await tx
        .select({ id: stampPrograms.stampProgramId, name: stampPrograms.programName })
        .from(stampPrograms)
        .where(
          and(
            eq(stampPrograms.storeId, storeId),
            eq(stampPrograms.status, PromotionStatus.RUNNING),
            sql`${stampPrograms.startDate} <= ${end}::date AND ${stampPrograms.endDate} >= ${start}::date`,
            body.stamp_program_id
              ? sql`${stampPrograms.stampProgramId} <> ${body.stamp_program_id}`
              : undefined,
          ),
        );
      if (overlapping[0]) {
        throw fail.validation({
          start_date: `기간이 겹치는 스탬프 '${overlapping[0].name}'이(가) 있습니다. 먼저 종료해 주세요.`,
        });
      }
      const values = {
        programName: body.program_name,
        stampsRequired: body.stamps_required,
        rewardName: body.reward_name,
        minOrderAmount: body.min_order_amount,
        startDate: start,
        endDate: end,
      };
      let id: number;
      if (body.stamp_program_id) {
        const current = await lockStamp(tx, storeId, body.stamp_program_id);
        if (current.status === PromotionStatus.ENDED)
          throw fail.conflict('종료된 스탬프는 수정할 수 없습니다.', current);
        if (current.customer_count > 0 && current.stamps_required !== body.stamps_required) {
          throw fail.validation({ stamps_required: '이미 적립한 고객이 있어 필요 개수를 바꿀 수 없습니다.' });
        }
        await tx
          .update(stampPrograms)
          .set(values)
          .where(eq(stampPrograms.stampProgramId, body.stamp_program_id));
        id = body.stamp_program_id;
      } else {
        const [row] = await tx
          .insert(stampPrograms)
          .values({ ...values, storeId: storeId })
          .returning({ id: stampPrograms.stampProgramId });
        id = row!.id;
      }
      const [stamp] = await stampRows(tx, eq(stampPrograms.stampProgramId, id));
      return { stamp: stamp! };
    },
  });

  registerCall(app, ctx, stampEndCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const current = await lockStamp(tx, storeId, body.stamp_program_id);
      if (current.status === PromotionStatus.ENDED) throw fail.conflict('이미 종료된 스탬프입니다.', current);
      await tx
        .update(stampPrograms)
        .set({ status: PromotionStatus.ENDED, endedAt: new Date() })
        .where(eq(stampPrograms.stampProgramId, body.stamp_program_id));
      const [stamp] = await stampRows(tx, eq(stampPrograms.stampProgramId, body.stamp_program_id));
      return { stamp: stamp! };
    },
  });

  // ------------------------------------------------------------------------------------------- periods
  registerCall(app, ctx, promotionPeriodListCall, {
    async handler({ tx, body, storeId }) {
      const where = and(eq(promotionPeriods.storeId, storeId), stateFilter(promotionPeriods, body.state));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(promotionPeriods).where(where);
      return { promotion_list: await periodRows(tx, where, body.page_no), ...pages(Number(n), body.page_no) };
    },
  });

  const lockPeriod = async (db: Db, storeId: number, id: number) => {
    const locked = await db
      .select({ id: promotionPeriods.promotionId })
      .from(promotionPeriods)
      .where(and(eq(promotionPeriods.storeId, storeId), eq(promotionPeriods.promotionId, id)))
      .for('update');
    if (!locked.length) throw fail.notFound('프로모션을 찾을 수 없습니다.');
    return (await periodRows(db, eq(promotionPeriods.promotionId, id)))[0]!;
  };

  registerCall(app, ctx, promotionPeriodEditCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const { start, end } = checkTerms(body, !body.promotion_id);
      const values = {
        promotionName: body.promotion_name,
        discountType: body.discount_type,
        discountValue: body.discount_value,
        startDate: start,
        endDate: end,
      };
      let id: number;
      if (body.promotion_id) {
        const current = await lockPeriod(tx, storeId, body.promotion_id);
        if (current.status === PromotionStatus.ENDED)
          throw fail.conflict('종료된 프로모션은 수정할 수 없습니다.', current);
        if (
          current.use_count > 0 &&
          (current.discount_type !== body.discount_type || current.discount_value !== body.discount_value)
        ) {
          throw fail.validation({ discount_value: '이미 적용된 주문이 있어 할인 내용을 바꿀 수 없습니다.' });
        }
        await tx
          .update(promotionPeriods)
          .set(values)
          .where(eq(promotionPeriods.promotionId, body.promotion_id));
        id = body.promotion_id;
      } else {
        const [row] = await tx
          .insert(promotionPeriods)
          .values({ ...values, storeId: storeId })
          .returning({ id: promotionPeriods.promotionId });
        id = row!.id;
      }
      const [promotion] = await periodRows(tx, eq(promotionPeriods.promotionId, id));
      return { promotion: promotion! };
    },
  });

  registerCall(app, ctx, promotionPeriodEndCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const current = await lockPeriod(tx, storeId, body.promotion_id);
      if (current.status === PromotionStatus.ENDED)
        throw fail.conflict('이미 종료된 프로모션입니다.', current);
      await tx
        .update(promotionPeriods)
        .set({ status: PromotionStatus.ENDED, endedAt: new Date() })
        .where(eq(promotionPeriods.promotionId, body.promotion_id));
      const [promotion] = await periodRows(tx, eq(promotionPeriods.promotionId, body.promotion_id));
      return { promotion: promotion! };
    },
  });
}
