import { z } from 'zod';
import { defineCall, emptyBody } from './envelope';
import { id, pageInfo, pageNo } from './common';

export const storeInfoSchema = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  store_app_name: z.string(),
  store_logo: z.string().nullable(),
  /** 1 = stadium-style shop (play info drives its opening). */
  store_type: z.number().int(),
  store_group_id: z.number().int().nullable(),
  store_group_name: z.string().nullable(),
  store_phone: z.string().nullable(),
  store_address: z.string().nullable(),
  store_description: z.string().nullable(),
  /** 1 = open, 2 = temporarily closed / paused, 3 = closed for the day. */
  store_status: z.number().int(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export const storeInfoCall = defineCall(
  'store/info',
  z.object({ store_id: id }),
  z.object({ store: storeInfoSchema }),
);

/** Spec §3: store select filter types. */
export const StoreFilterType = { ALL: 1, STORE_NAME: 3, FRANCHISE: 4 } as const;

export const storeListItemSchema = storeInfoSchema.pick({
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
  z.object({
    filter_type: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(1), z.literal(3), z.literal(4)]))
      .default(1),
    keyword: z.string().trim().max(100).default(''),
    store_group_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional()),
    page_no: pageNo,
  }),
  pageInfo.extend({ store_list: z.array(storeListItemSchema) }),
);

export const storeGroupSchema = z.object({
  store_group_id: z.number().int(),
  store_group_name: z.string(),
  store_count: z.number().int(),
});
export const storeGroupListCall = defineCall(
  'store/group/list',
  emptyBody,
  z.object({ group_list: z.array(storeGroupSchema) }),
);
