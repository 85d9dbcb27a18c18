import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, optionalId, pageInfo, pageNo, yyyymm, yyyymmdd, int } from './common';
import { flag, hhmm, optionalWholeNumber, trimmed, wholeNumber } from './fields';
import { PREP_MINUTES_MAX, PREP_MINUTES_STEP } from './orders';
import { isRealDay } from './dates';

/** What the store shows and how it serves: notices, service settings, play info (stadium stores). */

/* ───────────────────────── notices ───────────────────────── */

export const noticeSchema = z.object({
  notice_id: int,
  notice_title: z.string(),
  /** 1 = pinned to the top. */
  notice_top: int,
  created_at: z.string(),
  updated_at: z.string(),
  manager_name: z.nullable(z.string()),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListCall = defineCall(
  'store/notice/list',
  () => z.object({ store_id: id, page_no: pageNo }),
  () => z.extend(pageInfo, { notice_list: z.array(noticeSchema) }),
);
export const noticeDelCall = defineCall(
  'store/notice/del',
  () => z.object({ store_id: id, notice_id: id }),
  () => z.object({ notice_id: int }),
);
/** The form's counters and the schema's refusal (over-long text is refused, never cut) share these. */
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 20_000;
/** Not named by the spec: creating (no notice_id) and editing a notice. Content is HTML. */
export const noticeEditCall = defineCall(
  'store/notice/edit',
  () =>
    z.object({
      store_id: id,
      notice_id: optionalId,
      notice_title: trimmed(NOTICE_TITLE_MAX, '제목을 입력해 주세요.'),
      notice_content: trimmed(NOTICE_CONTENT_MAX, '내용을 입력해 주세요.'),
      notice_top: z._default(flag, 0),
    }),
  () => z.object({ notice: noticeSchema }),
);
/** Rich content from the server (spec §7 common/get/html): here, a notice's HTML. Sanitize before rendering. */
export const getHtmlCall = defineCall(
  'common/get/html',
  () => z.object({ store_id: id, notice_id: id }),
  () => z.object({ title: z.string(), html: z.string() }),
);

/* ───────────────────────── service settings ───────────────────────── */

export const serviceSettingSchema = z.object({
  /** Enabled service_type code values. */
  service_types: z.array(z.string()),
  min_order_amount: int,
  delivery_fee: int,
  /** Delivery orders whose items total reaches this deliver free; null = the fee always applies. */
  free_delivery_threshold: z.nullable(int),
  default_prep_minutes: int,
  /** 1 = orders are accepted automatically with the default preparation time. */
  auto_accept: int,
  /** A new order waiting longer than this (minutes) is missed: the tablet escalates (issue 26). */
  missed_order_minutes: int,
  /** After this many missed orders in a row the tablet offers to pause new orders. */
  missed_pause_after: int,
  updated_at: z.nullable(z.string()),
});
export type ServiceSetting = z.infer<typeof serviceSettingSchema>;

export const serviceManageInfoCall = defineCall(
  'store/service/manage/info',
  () => z.object({ store_id: id }),
  () => z.object({ service: serviceSettingSchema }),
);
export const serviceManageEditCall = defineCall(
  'store/service/manage/edit',
  () =>
    z.object({
      store_id: id,
      service_types: z._default(
        z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(10))).check(z.maxLength(20)),
        [],
      ),
      min_order_amount: wholeNumber('최소 주문 금액', { max: 1_000_000, unit: '원' }),
      delivery_fee: wholeNumber('배달비', { max: 100_000, unit: '원' }),
      // Empty = no threshold: the fee applies to every delivery order.
      free_delivery_threshold: optionalWholeNumber('무료 배달 기준 금액', { max: 1_000_000, unit: '원' }),
      // The accept dialog's steps (orderStatusEditCall): what this pre-fills must be a choice there.
      default_prep_minutes: wholeNumber('기본 준비 시간', {
        min: PREP_MINUTES_STEP,
        max: PREP_MINUTES_MAX,
        unit: '분',
        step: PREP_MINUTES_STEP,
      }),
      auto_accept: z._default(flag, 0),
      missed_order_minutes: z._default(wholeNumber('미접수 알림 시간', { min: 1, max: 30, unit: '분' }), 3),
      missed_pause_after: z._default(wholeNumber('일시 중지 제안 기준', { min: 1, max: 10, unit: '건' }), 2),
    }),
  () => z.object({ service: serviceSettingSchema }),
);
export const serviceAdminItemSchema = z.extend(serviceSettingSchema, {
  store_id: int,
  store_name: z.string(),
  store_group_name: z.nullable(z.string()),
  store_status: int,
});
export type ServiceAdminItem = z.infer<typeof serviceAdminItemSchema>;
export const serviceAdminListCall = defineCall(
  'store/service/admin/list',
  () => z.object({ page_no: pageNo, keyword: z._default(z.string().check(z.trim(), z.maxLength(100)), '') }),
  () => z.extend(pageInfo, { service_list: z.array(serviceAdminItemSchema) }),
);

/* ───────────────────────── play info (stadium stores) ───────────────────────── */

export const PlayStatus = { SCHEDULED: 1, CANCELLED: 9 } as const;
export const playInfoSchema = z.object({
  play_id: int,
  /** yyyyMMdd */
  play_date: z.string(),
  play_time: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  /** When the shop opens for this game. */
  open_time: z.string(),
  play_status: int,
  memo: z.string(),
});
export type PlayInfo = z.infer<typeof playInfoSchema>;

export const playInfoListCall = defineCall(
  'store/playinfo/list',
  () => z.object({ store_id: id, month: yyyymm }),
  () => z.object({ play_list: z.array(playInfoSchema), store_type: int }),
);
/** Team names and the memo: the form's counters and the schema's refusal share these. */
export const PLAY_TEAM_MAX = 20;
export const PLAY_MEMO_MAX = 200;
export const playInfoEditCall = defineCall(
  'store/playinfo/edit',
  () =>
    z
      .object({
        store_id: id,
        play_id: optionalId,
        play_date: yyyymmdd,
        play_time: hhmm,
        home_team: trimmed(PLAY_TEAM_MAX, '홈 팀을 입력해 주세요.'),
        away_team: trimmed(PLAY_TEAM_MAX, '원정 팀을 입력해 주세요.'),
        open_time: hhmm,
        play_status: z._default(
          z.pipe(
            z.coerce.number().check(z.int()),
            z.union([z.literal(1), z.literal(9)], { error: '경기 상태가 올바르지 않습니다.' }),
          ),
          1,
        ),
        memo: z._default(
          z
            .string()
            .check(z.trim(), z.maxLength(PLAY_MEMO_MAX, `메모는 ${PLAY_MEMO_MAX}자 이내로 입력해 주세요.`)),
          '',
        ),
      })
      .check(
        z.superRefine((v, issue) => {
          if (!isRealDay(v.play_date, 1900, 2100))
            issue.addIssue({ code: 'custom', path: ['play_date'], message: '없는 날짜입니다.' });
          if (v.open_time > v.play_time)
            issue.addIssue({
              code: 'custom',
              path: ['open_time'],
              message: '매점 오픈 시간은 경기 시작 전이어야 합니다.',
            });
        }),
      ),
  () => z.object({ play: playInfoSchema }),
);
