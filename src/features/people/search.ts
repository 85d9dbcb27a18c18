import { z } from 'zod';
import { optionalId, pageNo } from '@/contract';

/*
 * URL state of the people screens. Bad values fall back to the defaults instead of failing the page.
 */
const keyword = z.string().trim().max(50).catch('').default('');
const page = pageNo.catch(1).default(1);

export const memberSearchSchema = z.object({ keyword, page_no: page });
export type MemberSearch = z.output<typeof memberSearchSchema>;

export const storeMemberSearchSchema = z.object({
  keyword,
  page_no: page,
  store_id: optionalId.catch(undefined),
});
export type StoreMemberSearch = z.output<typeof storeMemberSearchSchema>;

export const customerSearchSchema = z.object({
  keyword,
  page_no: page,
  customer_id: optionalId.catch(undefined),
});
export type CustomerSearch = z.output<typeof customerSearchSchema>;

/** Today in Korea as yyyyMMdd: the work list's default day. */
export function todayYmd(now = Date.now()): string {
  return new Date(now + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}
export const deliverySearchSchema = z.object({
  work_date: z
    .string()
    .regex(/^\d{8}$/)
    .catch(() => todayYmd())
    .default(() => todayYmd()),
  deliveryman_id: optionalId.catch(undefined),
});
export type DeliverySearch = z.output<typeof deliverySearchSchema>;
