import { productGroupOrderEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { withGroupOrder } from '../reorder';
import { MENU_WRITE, menuKeys } from './keys';

/**
 * The order of the menu groups. Shown in the cached menu at once (an arrow tap or a drop stays where it
 * was put while the call is out); a refused call puts the old order back and toasts the server's message.
 */
export const useReorderProductGroups = (
  storeId: number,
  options: WriteOptions<typeof productGroupOrderEditCall> = {},
) =>
  useApiMutation(productGroupOrderEditCall, {
    ...MENU_WRITE,
    optimistic: {
      queryKey: menuKeys.list(storeId),
      update: (old, body) => withGroupOrder(old, body.group_ids.map(Number)),
    },
    ...options,
  });
