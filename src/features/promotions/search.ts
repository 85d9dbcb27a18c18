import { z } from 'zod/mini';
import { pageNo, promotionStateSchema } from '@/contract';

/** URL state of the promotion lists: the state filter ('' = all) and the page. */
export const promotionSearchSchema = z.object({
  state: z._default(z.catch(z.union([promotionStateSchema, z.literal('')]), ''), ''),
  page_no: z._default(z.catch(pageNo, 1), 1),
});
export type PromotionSearch = z.output<typeof promotionSearchSchema>;
