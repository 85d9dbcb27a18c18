import { z } from 'zod';
import { pageNo, promotionStateSchema } from '@/contract';

/** URL state of the promotion lists: the state filter ('' = all) and the page. */
export const promotionSearchSchema = z.object({
  state: z
    .union([promotionStateSchema, z.literal('')])
    .catch('')
    .default(''),
  page_no: pageNo.catch(1).default(1),
});
export type PromotionSearch = z.output<typeof promotionSearchSchema>;
