import { z } from 'zod';
import { optionalId, pageNo, StoreFilterType } from '@/contract';

/**
 * /admin-mode URL state. Bad values fall back to the defaults instead of failing the page (catch);
 * missing ones take the defaults and stay optional in links (default).
 */
export const storeSearchSchema = z.object({
  filter_type: z.coerce
    .number()
    .pipe(
      z.union([
        z.literal(StoreFilterType.ALL),
        z.literal(StoreFilterType.STORE_NAME),
        z.literal(StoreFilterType.FRANCHISE),
      ]),
    )
    .catch(StoreFilterType.ALL)
    .default(StoreFilterType.ALL),
  keyword: z.string().trim().max(100).catch('').default(''),
  store_group_id: optionalId.catch(undefined),
  page_no: pageNo.catch(1).default(1),
});
export type StoreSearch = z.output<typeof storeSearchSchema>;

/** Defaults stay out of the URL (stripSearchParams in the route). */
export const STORE_SEARCH_DEFAULTS = { filter_type: StoreFilterType.ALL, keyword: '', page_no: 1 } as const;
