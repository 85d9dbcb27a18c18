import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE,
  PromotionStatus,
  promotionPeriodEditCall,
  promotionPeriodEndCall,
  promotionPeriodListCall,
  type PromotionPeriod,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { promotionPeriods } from '../db/schema';
import { base, checkTerms, pages, stateFilter } from '../lib/promotions';

/* A store's promotion periods (issue 7): a discount on every order within the dates. */

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

async function lockPeriod(db: Db, storeId: number, id: number) {
  const locked = await db
    .select({ id: promotionPeriods.promotionId })
    .from(promotionPeriods)
    .where(and(eq(promotionPeriods.storeId, storeId), eq(promotionPeriods.promotionId, id)))
    .for('update');
  if (!locked.length) throw fail.notFound('프로모션을 찾을 수 없습니다.');
  return (await periodRows(db, eq(promotionPeriods.promotionId, id)))[0]!;
}

export function promotionPeriodRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, promotionPeriodListCall, {
    async handler({ tx, body, storeId }) {
      const where = and(eq(promotionPeriods.storeId, storeId), stateFilter(promotionPeriods, body.state));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(promotionPeriods).where(where);
      return { promotion_list: await periodRows(tx, where, body.page_no), ...pages(Number(n), body.page_no) };
    },
  });

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
