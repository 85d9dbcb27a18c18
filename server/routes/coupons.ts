import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE,
  PromotionStatus,
  couponEditCall,
  couponEndCall,
  couponListCall,
  type Coupon,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { coupons } from '../db/schema';
import { base, checkTerms, pages, stateFilter } from '../lib/promotions';

/* A store's coupons (issue 7): what a customer is given, with how many were issued and used. */

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

async function lockCoupon(db: Db, storeId: number, id: number) {
  // Lock first, then read the counts: a second tablet's edit waits for this one.
  const locked = await db
    .select({ id: coupons.couponId })
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), eq(coupons.couponId, id)))
    .for('update');
  if (!locked.length) throw fail.notFound('쿠폰을 찾을 수 없습니다.');
  return (await couponRows(db, eq(coupons.couponId, id)))[0]!;
}

export function couponRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, couponListCall, {
    async handler({ tx, body, storeId }) {
      const where = and(eq(coupons.storeId, storeId), stateFilter(coupons, body.state));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(coupons).where(where);
      return { coupon_list: await couponRows(tx, where, body.page_no), ...pages(Number(n), body.page_no) };
    },
  });

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
}
