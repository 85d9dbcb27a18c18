import { and, eq, gt, lte } from 'drizzle-orm';
import { kstDayEnd, kstHm, TempType } from '../../src/contract';
import type { Db } from '../db';
import { storeTempSchedules } from '../db/schema';

/** The next midnight in Asia/Seoul (the shop's day), as an instant: "until end of day" ends here. */
export const endOfKstDay = (now: Date = new Date()): Date => kstDayEnd(now);

/** A sold-out mark with an end time lifts by itself once that time has passed (no sweeper job needed). */
export function isSoldOutNow(
  p: { soldOut: number; soldOutUntil: Date | null },
  now: Date = new Date(),
): boolean {
  return p.soldOut === 1 && (p.soldOutUntil === null || p.soldOutUntil.getTime() > now.getTime());
}

/** The temporary schedules in force right now for a store. */
export async function activeTemps(tx: Db, storeId: number, now: Date = new Date()) {
  return tx
    .select()
    .from(storeTempSchedules)
    .where(
      and(
        eq(storeTempSchedules.storeId, storeId),
        lte(storeTempSchedules.startAt, now),
        gt(storeTempSchedules.endAt, now),
      ),
    );
}

/**
 * Why the customer channel must refuse an order right now, or null when it may take it.
 * A temporary CLOSE always wins (the counter's "pause orders"); a temporary OPEN lets a store that is
 * paused (2) or closed for the day (3) take orders for its period. Weekly hours and holidays are shown
 * to customers but not enforced here (docs/decisions.md).
 */
export async function orderBlockReason(
  tx: Db,
  storeId: number,
  storeStatus: number,
  now: Date = new Date(),
): Promise<string | null> {
  const temps = await activeTemps(tx, storeId, now);
  const close = temps.find((t) => t.tempType === TempType.CLOSE);
  if (close) {
    return `매장이 잠시 주문을 받지 않습니다. (${kstHm(close.endAt)}까지)`;
  }
  if (storeStatus === 1) return null;
  if (temps.some((t) => t.tempType === TempType.OPEN)) return null;
  return '지금은 주문을 받지 않는 매장입니다.';
}
