import type { MenuLists } from '@/contract';
import type { ApiMutationOptions } from '@/lib/use-api-mutation';
import { menuKeys } from '@/queries/list-products';

/** The menu's keys live in src/queries (the live order screen reads the same list). */
export { menuKeys };

const isMenuLists = (d: unknown): d is MenuLists =>
  typeof d === 'object' && d !== null && 'group_list' in d && 'product_list' in d;

/**
 * How every menu write behaves: a call that answers with the whole menu puts it straight into the
 * cache (the tap shows at once), then the menu is invalidated by prefix; a conflict (another tablet
 * changed the menu first) refetches too, so the screen shows the fresh state.
 */
export const MENU_WRITE = {
  idempotent: true,
  invalidates: [menuKeys.all],
  onConflictInvalidate: true,
  setData: (queryClient, data, body) => {
    if (isMenuLists(data)) queryClient.setQueryData(menuKeys.list(Number(body.store_id)), data);
  },
} satisfies ApiMutationOptions<unknown, { store_id: unknown }>;
