import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import {
  HolidayType,
  SocketCmd,
  storeBusyEditCall,
  TempType,
  dailyCloseCall,
  holidayEditCall,
  openManualCall,
  storeHoursInfoCall,
  tempDelCall,
  tempEditCall,
  type StoreHours,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { storeHolidays, storeOpeningHours, storeTempSchedules, stores } from '../db/schema';
import { orderBlockReason } from '../lib/store-availability';
import { getStore } from '../lib/store-rows';

/* Opening hours, holidays, temporary schedules, and opening or closing by hand (issue 5). Every call answers the whole picture. */

const DEFAULT_HOURS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  open_time: '10:00',
  close_time: '22:00',
  closed: 0,
}));

async function loadHours(tx: Db, storeId: number): Promise<StoreHours> {
  const now = new Date();
  const store = (
    await tx.select({ status: stores.storeStatus }).from(stores).where(eq(stores.storeId, storeId))
  )[0];
  if (!store) throw fail.notFound('매장을 찾을 수 없습니다.');
  const hours = await tx
    .select()
    .from(storeOpeningHours)
    .where(eq(storeOpeningHours.storeId, storeId))
    .orderBy(asc(storeOpeningHours.weekday));
  const holiday = (await tx.select().from(storeHolidays).where(eq(storeHolidays.storeId, storeId)))[0];
  const temps = await tx
    .select()
    .from(storeTempSchedules)
    .where(and(eq(storeTempSchedules.storeId, storeId), gt(storeTempSchedules.endAt, now)))
    .orderBy(asc(storeTempSchedules.startAt));
  const blocked = await orderBlockReason(tx, storeId, store.status, now);
  return {
    opening_hours: hours.length
      ? hours.map((h) => ({
          weekday: h.weekday,
          open_time: h.openTime,
          close_time: h.closeTime,
          closed: h.closed,
        }))
      : DEFAULT_HOURS,
    holiday: holiday
      ? {
          holiday_type: holiday.holidayType,
          holiday_weeks: holiday.holidayWeeks,
          holiday_days: holiday.holidayDays,
        }
      : { holiday_type: HolidayType.OFF_NONE, holiday_weeks: [], holiday_days: [] },
    temp_list: temps.map((t) => ({
      temp_id: t.tempId,
      temp_type: t.tempType,
      start_at: t.startAt.toISOString(),
      end_at: t.endAt.toISOString(),
      reason: t.reason,
      active: t.startAt <= now ? 1 : 0,
    })),
    store_status: store.status,
    taking_orders: blocked ? 0 : 1,
  };
}

/** Ends the temporary schedules of one type that are in force now (manual open ends a pause, and so on). */
async function endActiveTemps(tx: Db, storeId: number, type: number) {
  const now = new Date();
  await tx
    .update(storeTempSchedules)
    .set({ endAt: now })
    .where(
      and(
        eq(storeTempSchedules.storeId, storeId),
        eq(storeTempSchedules.tempType, type),
        lte(storeTempSchedules.startAt, now),
        gt(storeTempSchedules.endAt, now),
      ),
    );
}

/** Every tablet of the store refetches the store info: its pause, busy and status badges change. */
const STORE_CHANGED = { cmd: SocketCmd.STORE_CHANGED };

export function storeHoursRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, storeHoursInfoCall, {
    async handler({ tx, storeId }) {
      return loadHours(tx, storeId);
    },
  });

  registerCall(app, ctx, holidayEditCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const sid = storeId;
      await tx.delete(storeOpeningHours).where(eq(storeOpeningHours.storeId, sid));
      await tx.insert(storeOpeningHours).values(
        body.opening_hours.map((h) => ({
          storeId: sid,
          weekday: h.weekday,
          openTime: h.open_time,
          closeTime: h.close_time,
          closed: h.closed,
        })),
      );
      const type = body.holiday_type;
      const holiday = {
        holidayType: type,
        // Fields that do not apply to the chosen type are cleared, so a stale week list cannot linger.
        holidayWeeks: type === HolidayType.OFF_PER_MONTH ? [...new Set(body.holiday_weeks)].sort() : [],
        holidayDays: type === HolidayType.OFF_NONE ? [] : [...new Set(body.holiday_days)].sort(),
      };
      await tx
        .insert(storeHolidays)
        .values({ storeId: sid, ...holiday })
        .onConflictDoUpdate({ target: storeHolidays.storeId, set: holiday });
      return loadHours(tx, sid);
    },
  });

  registerCall(app, ctx, tempEditCall, {
    write: true,
    async handler({ tx, storeId, body, emit }) {
      const sid = storeId;
      const values = {
        tempType: body.temp_type,
        startAt: new Date(body.start_at),
        endAt: new Date(body.end_at),
        reason: body.reason,
      };
      if (values.endAt.getTime() <= Date.now())
        throw fail.validation({ end_at: '이미 지난 기간입니다. 종료 시각을 확인해 주세요.' });
      if (body.temp_id) {
        const done = await tx
          .update(storeTempSchedules)
          .set(values)
          .where(and(eq(storeTempSchedules.tempId, body.temp_id), eq(storeTempSchedules.storeId, sid)))
          .returning({ id: storeTempSchedules.tempId });
        if (!done.length) throw fail.notFound('임시 일정을 찾을 수 없습니다.');
      } else {
        await tx.insert(storeTempSchedules).values({ storeId: sid, ...values });
      }
      emit(storeId, STORE_CHANGED);
      return loadHours(tx, sid);
    },
  });

  registerCall(app, ctx, tempDelCall, {
    write: true,
    async handler({ tx, storeId, body, emit }) {
      const done = await tx
        .delete(storeTempSchedules)
        .where(and(eq(storeTempSchedules.tempId, body.temp_id), eq(storeTempSchedules.storeId, storeId)))
        .returning({ id: storeTempSchedules.tempId });
      if (!done.length) throw fail.notFound('임시 일정을 찾을 수 없습니다.');
      emit(storeId, STORE_CHANGED);
      return loadHours(tx, storeId);
    },
  });

  registerCall(app, ctx, openManualCall, {
    write: true,
    async handler({ tx, storeId, emit }) {
      // Opening by hand also ends a pause in force; otherwise the button would seem to do nothing.
      await tx.update(stores).set({ storeStatus: 1 }).where(eq(stores.storeId, storeId));
      await endActiveTemps(tx, storeId, TempType.CLOSE);
      emit(storeId, STORE_CHANGED);
      return loadHours(tx, storeId);
    },
  });

  registerCall(app, ctx, dailyCloseCall, {
    write: true,
    async handler({ tx, storeId, emit }) {
      await tx.update(stores).set({ storeStatus: 3 }).where(eq(stores.storeId, storeId));
      await endActiveTemps(tx, storeId, TempType.OPEN);
      emit(storeId, STORE_CHANGED);
      return loadHours(tx, storeId);
    },
  });

  registerCall(app, ctx, storeBusyEditCall, {
    write: true,
    async handler({ tx, storeId, body, emit }) {
      const until = body.extra_minutes === 0 ? null : new Date(Date.now() + body.minutes * 60_000);
      await tx
        .update(stores)
        .set({ busyExtraMinutes: body.extra_minutes, busyUntil: until })
        .where(eq(stores.storeId, storeId));
      emit(storeId, STORE_CHANGED);
      return { store: (await getStore(tx, storeId))! };
    },
  });
}
