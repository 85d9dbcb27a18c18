import { productOrderEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { withProductOrder } from '../reorder';
import { MENU_WRITE, menuKeys } from './keys';

/**
 * The order of one group's products. Shown in the cached menu at once; a refused call puts the old order
 * back and toasts the server's message.
 */
export const useReorderProducts = (
  storeId: number,
  options: WriteOptions<typeof productOrderEditCall> = {},
) =>
  useApiMutation(productOrderEditCall, {
    ...MENU_WRITE,
    optimistic: {
      queryKey: menuKeys.list(storeId),
      update: (old, body) =>
        withProductOrder(old, Number(body.store_product_group_id), body.product_ids.map(Number)),
    },
    ...options,
  });
