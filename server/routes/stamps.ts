import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE,
  PromotionStatus,
  stampEditCall,
  stampEndCall,
  stampListCall,
  type StampProgram,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { stampPrograms } from '../db/schema';
import { base, checkTerms, pages, stateFilter } from '../lib/promotions';

/* A store's stamp programs (issue 7): stamps collected per order, a reward when a card is full. */

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

async function lockStamp(db: Db, storeId: number, id: number) {
  const locked = await db
    .select({ id: stampPrograms.stampProgramId })
    .from(stampPrograms)
    .where(and(eq(stampPrograms.storeId, storeId), eq(stampPrograms.stampProgramId, id)))
    .for('update');
  if (!locked.length) throw fail.notFound('스탬프를 찾을 수 없습니다.');
  return (await stampRows(db, eq(stampPrograms.stampProgramId, id)))[0]!;
}

/** Only one running stamp program per store at a time: a customer collects on one card at a time. */
async function checkNoOverlap(db: Db, storeId: number, start: string, end: string, exceptId?: number) {
  const overlapping = await db
    .select({ id: stampPrograms.stampProgramId, name: stampPrograms.programName })
    .from(stampPrograms)
    .where(
      and(
        eq(stampPrograms.storeId, storeId),
        eq(stampPrograms.status, PromotionStatus.RUNNING),
        sql`${stampPrograms.startDate} <= ${end}::date AND ${stampPrograms.endDate} >= ${start}::date`,
        exceptId ? sql`${stampPrograms.stampProgramId} <> ${exceptId}` : undefined,
      ),
    );
  if (overlapping[0]) {
    throw fail.validation({
      start_date: `기간이 겹치는 스탬프 '${overlapping[0].name}'이(가) 있습니다. 먼저 종료해 주세요.`,
    });
  }
}

export function stampRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, stampListCall, {
    async handler({ tx, body, storeId }) {
      const where = and(eq(stampPrograms.storeId, storeId), stateFilter(stampPrograms, body.state));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(stampPrograms).where(where);
      return { stamp_list: await stampRows(tx, where, body.page_no), ...pages(Number(n), body.page_no) };
    },
  });

  registerCall(app, ctx, stampEditCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const { start, end } = checkTerms(body, !body.stamp_program_id);
      await checkNoOverlap(tx, storeId, start, end, body.stamp_program_id);
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
}
