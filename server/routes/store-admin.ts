import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { and, asc, count, desc, eq, gt, ilike, lte, sql } from 'drizzle-orm';
import {
  HolidayType,
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  PAGE_SIZE,
  TempType,
  businessEditCall,
  businessInfoCall,
  dailyCloseCall,
  getHtmlCall,
  holidayEditCall,
  noticeDelCall,
  noticeEditCall,
  noticeListCall,
  openManualCall,
  playInfoEditCall,
  playInfoListCall,
  serviceAdminListCall,
  serviceManageEditCall,
  serviceManageInfoCall,
  storeEditCall,
  storeHoursInfoCall,
  tempDelCall,
  tempEditCall,
  type BusinessInfo,
  type ImageType,
  type Notice,
  type PlayInfo,
  type ServiceSetting,
  type StoreHours,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { sanitizeNoticeHtml } from '../lib/sanitize-html';
import type { Db } from '../db';
import {
  managers,
  storeBusinessInfo,
  storeGroups,
  storeHolidays,
  storeNotices,
  storeOpeningHours,
  storePlayInfo,
  storeServiceSettings,
  storeTempSchedules,
  stores,
} from '../db/schema';
import { getStore } from '../lib/store-rows';
import { orderBlockReason } from '../lib/store-availability';
import { matchesImageType, newImageKey } from './uploads';

const likeEscape = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

const EMPTY_BUSINESS: BusinessInfo = {
  business_no: '',
  business_name: '',
  ceo_name: '',
  business_type: '',
  business_item: '',
  business_address: '',
  business_email: '',
};
function toBusiness(r: typeof storeBusinessInfo.$inferSelect | undefined): BusinessInfo {
  if (!r) return EMPTY_BUSINESS;
  return {
    business_no: r.businessNo,
    business_name: r.businessName,
    ceo_name: r.ceoName,
    business_type: r.businessType,
    business_item: r.businessItem,
    business_address: r.businessAddress,
    business_email: r.businessEmail,
  };
}

const noticeColumns = {
  notice_id: storeNotices.noticeId,
  notice_title: storeNotices.noticeTitle,
  notice_top: storeNotices.noticeTop,
  created_at: storeNotices.createdAt,
  updated_at: storeNotices.updatedAt,
  manager_name: managers.managerName,
};
type NoticeRow = {
  notice_id: number;
  notice_title: string;
  notice_top: number;
  created_at: Date;
  updated_at: Date;
  manager_name: string | null;
};
const toNotice = (r: NoticeRow): Notice => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const DEFAULT_SERVICE: ServiceSetting = {
  service_types: [],
  min_order_amount: 0,
  delivery_fee: 0,
  default_prep_minutes: 15,
  auto_accept: 0,
  updated_at: null,
};
function toService(r: typeof storeServiceSettings.$inferSelect | undefined): ServiceSetting {
  if (!r) return DEFAULT_SERVICE;
  return {
    service_types: r.serviceTypes,
    min_order_amount: r.minOrderAmount,
    delivery_fee: r.deliveryFee,
    default_prep_minutes: r.defaultPrepMinutes,
    auto_accept: r.autoAccept,
    updated_at: r.updatedAt ? r.updatedAt.toISOString() : null,
  };
}

const toPlay = (r: typeof storePlayInfo.$inferSelect): PlayInfo => ({
  play_id: r.playId,
  play_date: r.playDate,
  play_time: r.playTime,
  home_team: r.homeTeam,
  away_team: r.awayTeam,
  open_time: r.openTime,
  play_status: r.playStatus,
  memo: r.memo,
});

/** A multipart file part as the onFile hook below leaves it in the body. */
interface FilePart {
  mimetype: string;
  data?: Buffer;
  too_large?: boolean;
}
const isFilePart = (v: unknown): v is FilePart => typeof v === 'object' && v !== null && 'mimetype' in v;

export function storeAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  // store/edit is multipart (spec §7). The parser lives in its own scope so no other call accepts multipart.
  void app.register(async (scope) => {
    // Room for a logo of IMAGE_MAX_BYTES plus the text fields; a bigger file is cut at the limit and
    // answered in Korean below.
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = IMAGE_MAX_BYTES + 1024 * 1024;
    });
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 },
      // A file over the limit is cut off and flagged, so the handler can answer with a field error.
      throwFileSizeLimit: false,
      async onFile(part) {
        const data = await part.toBuffer();
        const value: FilePart = part.file.truncated
          ? { mimetype: part.mimetype, too_large: true }
          : { mimetype: part.mimetype, data };
        (part as unknown as { value: FilePart }).value = value;
      },
    });
    registerCall(scope, ctx, storeEditCall, {
      write: true,
      async handler({ tx, storeId, body }) {
        const sid = storeId;
        let logo: string | null | undefined =
          body.store_logo === undefined ? undefined : body.store_logo || null;
        const file = body.store_logo_file;
        if (file !== undefined && file !== '') {
          if (!isFilePart(file))
            throw fail.validation({ store_logo_file: '로고 파일을 다시 선택해 주세요.' });
          const type = file.mimetype as ImageType;
          if (!IMAGE_TYPES.includes(type))
            throw fail.validation({ store_logo_file: IMAGE_TYPE_MESSAGE });
          if (file.too_large)
            throw fail.validation({ store_logo_file: IMAGE_SIZE_MESSAGE });
          if (!file.data?.length || !matchesImageType(file.data, type))
            throw fail.validation({ store_logo_file: '파일 내용이 이미지 형식과 맞지 않습니다.' });
          logo = await ctx.images.save(newImageKey(sid, 'logo', type), type, file.data, tx);
        } else if (logo) {
          const [current] = await tx
            .select({ logo: stores.storeLogo })
            .from(stores)
            .where(eq(stores.storeId, sid));
          if (logo !== current?.logo) await ctx.images.vetReference(logo, sid, 'store_logo');
        }
        const updated = await tx
          .update(stores)
          .set({
            storeName: body.store_name,
            storeAppName: body.store_app_name,
            storePhone: body.store_phone || null,
            storeAddress: body.store_address || null,
            storeDescription: body.store_description || null,
            ...(logo !== undefined ? { storeLogo: logo } : {}),
          })
          .where(eq(stores.storeId, sid))
          .returning({ id: stores.storeId });
        if (!updated.length) throw fail.notFound('매장을 찾을 수 없습니다.');
        return { store: (await getStore(tx, sid))! };
      },
    });
  });

  registerCall(app, ctx, businessInfoCall, {
    async handler({ tx, storeId }) {
      const rows = await tx.select().from(storeBusinessInfo).where(eq(storeBusinessInfo.storeId, storeId));
      return { business: toBusiness(rows[0]) };
    },
  });

  registerCall(app, ctx, businessEditCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const digits = body.business_no.replace(/-/g, '');
      const values = {
        businessNo: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
        businessName: body.business_name,
        ceoName: body.ceo_name,
        businessType: body.business_type,
        businessItem: body.business_item,
        businessAddress: body.business_address,
        businessEmail: body.business_email,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(storeBusinessInfo)
        .values({ storeId: storeId, ...values })
        .onConflictDoUpdate({ target: storeBusinessInfo.storeId, set: values })
        .returning();
      return { business: toBusiness(row) };
    },
  });

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
      await tx
        .insert(storeOpeningHours)
        .values(
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
    async handler({ tx, storeId, body }) {
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
      return loadHours(tx, sid);
    },
  });

  registerCall(app, ctx, tempDelCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const done = await tx
        .delete(storeTempSchedules)
        .where(and(eq(storeTempSchedules.tempId, body.temp_id), eq(storeTempSchedules.storeId, storeId)))
        .returning({ id: storeTempSchedules.tempId });
      if (!done.length) throw fail.notFound('임시 일정을 찾을 수 없습니다.');
      return loadHours(tx, storeId);
    },
  });

  registerCall(app, ctx, openManualCall, {
    write: true,
    async handler({ tx, storeId }) {
      // Opening by hand also ends a pause in force; otherwise the button would seem to do nothing.
      await tx.update(stores).set({ storeStatus: 1 }).where(eq(stores.storeId, storeId));
      await endActiveTemps(tx, storeId, TempType.CLOSE);
      return loadHours(tx, storeId);
    },
  });

  registerCall(app, ctx, dailyCloseCall, {
    write: true,
    async handler({ tx, storeId }) {
      await tx.update(stores).set({ storeStatus: 3 }).where(eq(stores.storeId, storeId));
      await endActiveTemps(tx, storeId, TempType.OPEN);
      return loadHours(tx, storeId);
    },
  });

  registerCall(app, ctx, noticeListCall, {
    async handler({ tx, storeId, body }) {
      const where = eq(storeNotices.storeId, storeId);
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(storeNotices).where(where);
      const rows = await tx
        .select(noticeColumns)
        .from(storeNotices)
        .leftJoin(managers, eq(managers.managerId, storeNotices.managerId))
        .where(where)
        .orderBy(desc(storeNotices.noticeTop), desc(storeNotices.createdAt), desc(storeNotices.noticeId))
        .limit(PAGE_SIZE)
        .offset((body.page_no - 1) * PAGE_SIZE);
      return {
        notice_list: rows.map(toNotice),
        total_count: Number(total),
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)),
      };
    },
  });

  registerCall(app, ctx, noticeEditCall, {
    write: true,
    async handler({ tx, storeId, body, principal }) {
      const sid = storeId;
      let id: number;
      if (body.notice_id) {
        const done = await tx
          .update(storeNotices)
          .set({
            noticeTitle: body.notice_title,
            noticeContent: sanitizeNoticeHtml(body.notice_content),
            noticeTop: body.notice_top,
            updatedAt: new Date(),
          })
          .where(and(eq(storeNotices.noticeId, body.notice_id), eq(storeNotices.storeId, sid)))
          .returning({ id: storeNotices.noticeId });
        if (!done.length) throw fail.notFound('공지사항을 찾을 수 없습니다.');
        id = done[0]!.id;
      } else {
        const [row] = await tx
          .insert(storeNotices)
          .values({
            storeId: sid,
            noticeTitle: body.notice_title,
            noticeContent: sanitizeNoticeHtml(body.notice_content),
            noticeTop: body.notice_top,
            managerId: principal.managerId,
          })
          .returning({ id: storeNotices.noticeId });
        id = row!.id;
      }
      const rows = await tx
        .select(noticeColumns)
        .from(storeNotices)
        .leftJoin(managers, eq(managers.managerId, storeNotices.managerId))
        .where(eq(storeNotices.noticeId, id));
      return { notice: toNotice(rows[0]!) };
    },
  });

  registerCall(app, ctx, noticeDelCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const done = await tx
        .delete(storeNotices)
        .where(and(eq(storeNotices.noticeId, body.notice_id), eq(storeNotices.storeId, storeId)))
        .returning({ id: storeNotices.noticeId });
      if (!done.length) throw fail.notFound('공지사항을 찾을 수 없습니다.');
      return { notice_id: done[0]!.id };
    },
  });

  registerCall(app, ctx, getHtmlCall, {
    async handler({ tx, storeId, body }) {
      const rows = await tx
        .select({ title: storeNotices.noticeTitle, html: storeNotices.noticeContent })
        .from(storeNotices)
        .where(and(eq(storeNotices.noticeId, body.notice_id), eq(storeNotices.storeId, storeId)));
      if (!rows[0]) throw fail.notFound('공지사항을 찾을 수 없습니다.');
      // Sanitized when saved; again here for notices saved before that rule (the PWA adds DOMPurify).
      return { title: rows[0].title, html: sanitizeNoticeHtml(rows[0].html) };
    },
  });

  registerCall(app, ctx, serviceManageInfoCall, {
    async handler({ tx, storeId }) {
      const rows = await tx
        .select()
        .from(storeServiceSettings)
        .where(eq(storeServiceSettings.storeId, storeId));
      return { service: toService(rows[0]) };
    },
  });

  registerCall(app, ctx, serviceManageEditCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const known = await tx.execute(sql`SELECT code_value FROM codes WHERE column_name = 'service_type'`);
      const values = new Set(
        (known as unknown as { rows: { code_value: string }[] }).rows.map((r) => r.code_value),
      );
      const unknown = body.service_types.find((v) => !values.has(v));
      if (unknown !== undefined)
        throw fail.validation({ service_types: `없는 서비스 유형입니다: ${unknown}` });
      const set = {
        serviceTypes: [...new Set(body.service_types)],
        minOrderAmount: body.min_order_amount,
        deliveryFee: body.delivery_fee,
        defaultPrepMinutes: body.default_prep_minutes,
        autoAccept: body.auto_accept,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(storeServiceSettings)
        .values({ storeId: storeId, ...set })
        .onConflictDoUpdate({ target: storeServiceSettings.storeId, set })
        .returning();
      return { service: toService(row) };
    },
  });

  registerCall(app, ctx, serviceAdminListCall, {
    async handler({ tx, body }) {
      const where = body.keyword ? ilike(stores.storeName, likeEscape(body.keyword)) : undefined;
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(stores).where(where);
      const rows = await tx
        .select({ store: stores, group: storeGroups.storeGroupName, service: storeServiceSettings })
        .from(stores)
        .leftJoin(storeGroups, eq(storeGroups.storeGroupId, stores.storeGroupId))
        .leftJoin(storeServiceSettings, eq(storeServiceSettings.storeId, stores.storeId))
        .where(where)
        .orderBy(asc(stores.storeId))
        .limit(PAGE_SIZE)
        .offset((body.page_no - 1) * PAGE_SIZE);
      return {
        service_list: rows.map((r) => ({
          ...toService(r.service ?? undefined),
          store_id: r.store.storeId,
          store_name: r.store.storeName,
          store_group_name: r.group,
          store_status: r.store.storeStatus,
        })),
        total_count: Number(total),
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)),
      };
    },
  });

  registerCall(app, ctx, playInfoListCall, {
    async handler({ tx, storeId, body }) {
      const store = (
        await tx.select({ type: stores.storeType }).from(stores).where(eq(stores.storeId, storeId))
      )[0];
      if (!store) throw fail.notFound('매장을 찾을 수 없습니다.');
      const rows = await tx
        .select()
        .from(storePlayInfo)
        .where(
          and(eq(storePlayInfo.storeId, storeId), sql`${storePlayInfo.playDate} LIKE ${`${body.month}%`}`),
        )
        .orderBy(asc(storePlayInfo.playDate), asc(storePlayInfo.playTime));
      return { play_list: rows.map(toPlay), store_type: store.type };
    },
  });

  registerCall(app, ctx, playInfoEditCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const sid = storeId;
      const store = (
        await tx.select({ type: stores.storeType }).from(stores).where(eq(stores.storeId, sid))
      )[0];
      if (!store) throw fail.notFound('매장을 찾을 수 없습니다.');
      if (store.type !== 1)
        throw fail.validation({ store_id: '경기장 매장만 경기 정보를 관리할 수 있습니다.' });
      const values = {
        playDate: body.play_date,
        playTime: body.play_time,
        homeTeam: body.home_team,
        awayTeam: body.away_team,
        openTime: body.open_time,
        playStatus: body.play_status,
        memo: body.memo,
      };
      let row: typeof storePlayInfo.$inferSelect | undefined;
      if (body.play_id) {
        [row] = await tx
          .update(storePlayInfo)
          .set(values)
          .where(and(eq(storePlayInfo.playId, body.play_id), eq(storePlayInfo.storeId, sid)))
          .returning();
        if (!row) throw fail.notFound('경기 정보를 찾을 수 없습니다.');
      } else {
        [row] = await tx
          .insert(storePlayInfo)
          .values({ storeId: sid, ...values })
          .returning();
      }
      return { play: toPlay(row!) };
    },
  });
}
