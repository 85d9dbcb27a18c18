import { z } from 'zod/mini';

/** URL state of the order screens: which kind and status to show (0 = all). */
export const orderBoardSearch = z.object({
  type: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(4)), 0), 0),
  status: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(9)), 0), 0),
});
export type OrderBoardSearch = z.infer<typeof orderBoardSearch>;
