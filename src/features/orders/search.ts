import { stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';

/** URL state of the order screens: which kind and status to show (0 = all). */
const orderBoardSearch = z.object({
  type: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(4)), 0), 0),
  status: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(9)), 0), 0),
});
export type OrderBoardSearch = z.infer<typeof orderBoardSearch>;

/**
 * The defaults stay out of the URL (routes strip them): the start URL /order-list is then already
 * what the router would write, so start-up does not rewrite it and load the route a second time.
 */
const ORDER_BOARD_DEFAULTS = { type: 0, status: 0 } as const satisfies OrderBoardSearch;

/** The search options of the three order screens' routes (live, reservations, completed). */
export const orderBoardRouteSearch = {
  validateSearch: orderBoardSearch,
  search: { middlewares: [stripSearchParams<OrderBoardSearch>(ORDER_BOARD_DEFAULTS)] },
};
