import { z } from 'zod';

/** URL state of the order screens: which kind and status to show (0 = all). */
export const orderBoardSearch = z.object({
  type: z.coerce.number().int().min(0).max(4).catch(0).default(0),
  status: z.coerce.number().int().min(0).max(9).catch(0).default(0),
});
export type OrderBoardSearch = z.infer<typeof orderBoardSearch>;
