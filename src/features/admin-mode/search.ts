import { z } from 'zod/mini';
import { optionalId, pageNo, StoreFilterType } from '@/contract';

/**
 * /admin-mode URL state. Bad values fall back to the defaults instead of failing the page (catch);
 * missing ones take the defaults and stay optional in links (default).
 */
export const storeSearchSchema = z.object({
  filter_type: z._default(
    z.catch(
      z.pipe(
        z.coerce.number(),
        z.union([
          z.literal(StoreFilterType.ALL),
          z.literal(StoreFilterType.STORE_NAME),
          z.literal(StoreFilterType.FRANCHISE),
        ]),
      ),
      StoreFilterType.ALL,
    ),
    StoreFilterType.ALL,
  ),
  keyword: z._default(z.catch(z.string().check(z.trim(), z.maxLength(100)), ''), ''),
  store_group_id: z.catch(optionalId, undefined),
  page_no: z._default(z.catch(pageNo, 1), 1),
});
export type StoreSearch = z.output<typeof storeSearchSchema>;

/** Defaults stay out of the URL (stripSearchParams in the route). */
export const STORE_SEARCH_DEFAULTS = { filter_type: StoreFilterType.ALL, keyword: '', page_no: 1 } as const;
