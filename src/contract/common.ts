import { z } from 'zod';

/** Store ids, page numbers and the like arrive from forms as strings as often as numbers. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
export const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
/** Spec §9: page size is 50 rows. */
export const PAGE_SIZE = 50;
/** Spec §9: app type is 3. */
export const APP_TYPE = 3;
export const APP_NAME = 'counter-backoffice';

export const pageInfo = z.object({
  page_no: z.number().int(),
  page_count: z.number().int(),
  total_count: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfo>;

/** yyyyMMdd, as the date-picker's hidden field submits it. */
export const yyyymmdd = z.string().regex(/^\d{8}$/, '날짜 형식은 yyyyMMdd 입니다.');
export const isoDateTime = z.string();

/** A promotion's state by its dates (here, not in people.ts: the promotion list's URL search uses it). */
export const promotionStateSchema = z.enum(['scheduled', 'active', 'expired', 'ended']);
export type PromotionState = z.infer<typeof promotionStateSchema>;

// Validation messages in Korean for client and server alike (the labels of the product are Korean).
z.config(z.locales.ko());
