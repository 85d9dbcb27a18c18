import { z } from 'zod/mini';
import { defineCall, emptyBody } from './envelope';
import { id, pageInfo, pageNo, preprocess, int } from './common';

export const storeInfoSchema = z.object({
  store_id: int,
  store_name: z.string(),
  store_app_name: z.string(),
  store_logo: z.nullable(z.string()),
  /** 1 = stadium-style shop (play info drives its opening). */
  store_type: int,
  store_group_id: z.nullable(int),
  store_group_name: z.nullable(z.string()),
  store_phone: z.nullable(z.string()),
  store_address: z.nullable(z.string()),
  store_description: z.nullable(z.string()),
  /** 1 = open, 2 = temporarily closed / paused, 3 = closed for the day. */
  store_status: int,
  /** The service setting's prep time (minutes): what the accept dialog offers first (plus busy minutes). */
  default_prep_minutes: int,
  /** 바쁨 (issue 26): minutes added to new orders' prep time right now (0 when not busy), and until when. */
  busy_extra_minutes: int,
  busy_until: z.nullable(z.string()),
  /** The end of the temporary close in force now ("신규 주문 일시 중지"), null when orders are not paused. */
  paused_until: z.nullable(z.string()),
  /** The service setting's missed-order rule: minutes before a new order is missed, and how many in a row. */
  missed_order_minutes: int,
  missed_pause_after: int,
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export const storeInfoCall = defineCall(
  'store/info',
  () => z.object({ store_id: id }),
  () => z.object({ store: storeInfoSchema }),
);

/** Spec §3: store select filter types. */
export const StoreFilterType = { ALL: 1, STORE_NAME: 3, FRANCHISE: 4 } as const;

/** The busy choices of the top bar: extra minutes, and for how long (minutes). */
export const BUSY_EXTRA_CHOICES = [10, 20, 30] as const;
export const BUSY_PERIOD_CHOICES = [30, 60, 120] as const;
/** "신규 주문 일시 중지" for how long (minutes): the top bar's menu and the opening-hours screen. */
export const PAUSE_MINUTE_CHOICES = [15, 30, 60] as const;

/**
 * 바쁨: quote `extra_minutes` more for new orders for `minutes` from now (0 extra ends it at once). The
 * store's tablets are told over the socket (cmd 141) and read it from store/info.
 */
export const storeBusyEditCall = defineCall(
  'store/busy/edit',
  () =>
    z.object({
      store_id: id,
      extra_minutes: z.pipe(
        z.coerce.number(),
        z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30)], {
          error: '추가 시간은 10, 20, 30분 중에서 골라 주세요.',
        }),
      ),
      minutes: z._default(
        z.pipe(
          z.coerce.number(),
          z.union([z.literal(30), z.literal(60), z.literal(120)], {
            error: '기간은 30분, 1시간, 2시간 중에서 골라 주세요.',
          }),
        ),
        60,
      ),
    }),
  () => z.object({ store: storeInfoSchema }),
);

export const storeListItemSchema = z.pick(storeInfoSchema, {
  store_id: true,
  store_name: true,
  store_logo: true,
  store_type: true,
  store_group_id: true,
  store_group_name: true,
  store_status: true,
  store_address: true,
});
export type StoreListItem = z.infer<typeof storeListItemSchema>;

export const storeListCall = defineCall(
  'store/list',
  () =>
    z.object({
      filter_type: z._default(
        z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(1), z.literal(3), z.literal(4)])),
        1,
      ),
      keyword: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
      store_group_id: preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(id)),
      page_no: pageNo,
    }),
  () => z.extend(pageInfo, { store_list: z.array(storeListItemSchema) }),
);

export const storeGroupSchema = z.object({
  store_group_id: int,
  store_group_name: z.string(),
  store_count: int,
});
export const storeGroupListCall = defineCall(
  'store/group/list',
  () => emptyBody,
  () => z.object({ group_list: z.array(storeGroupSchema) }),
);
