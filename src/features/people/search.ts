import { z } from 'zod/mini';
import { optionalId, pageNo, todayKst } from '@/contract';

/*
 * URL state of the people screens. Bad values fall back to the defaults instead of failing the page.
 */
const keyword = z._default(z.catch(z.string().check(z.trim(), z.maxLength(50)), ''), '');
const page = z._default(z.catch(pageNo, 1), 1);

export const memberSearchSchema = z.object({ keyword, page_no: page });
export type MemberSearch = z.output<typeof memberSearchSchema>;

export const storeMemberSearchSchema = z.object({
  keyword,
  page_no: page,
  store_id: z.catch(optionalId, undefined),
});
export type StoreMemberSearch = z.output<typeof storeMemberSearchSchema>;

export const customerSearchSchema = z.object({
  keyword,
  page_no: page,
  customer_id: z.catch(optionalId, undefined),
});
export type CustomerSearch = z.output<typeof customerSearchSchema>;

/** The work list's default day is today in Korea. */
export const deliverySearchSchema = z.object({
  work_date: z._default(
    z.catch(z.string().check(z.regex(/^\d{8}$/)), () => todayKst()),
    () => todayKst(),
  ),
  deliveryman_id: z.catch(optionalId, undefined),
});
export type DeliverySearch = z.output<typeof deliverySearchSchema>;
