import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DiscountType,
  isoToYmd,
  PAGE_SIZE,
  PromotionStatus,
  todayKstIso,
  type PromotionState,
} from '../../src/contract';
import { fail } from './errors';
import { parseYmd } from './people-util';

/*
 * What coupons, stamp programs and promotion periods (issue 7; server/routes/coupons.ts, stamps.ts,
 * promotion-periods.ts) share. Each has list / edit / end. A running promotion's state comes from today's
 * date in Korea: scheduled, active, expired; `end` stops it early.
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
export function stateFilter(t: Dated, state: PromotionState | undefined): SQL | undefined {
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
export function checkTerms(
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

export const pages = (total: number, pageNo: number) => ({
  total_count: total,
  page_no: pageNo,
  page_count: Math.max(1, Math.ceil(total / PAGE_SIZE)),
});

export const base = (r: {
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
