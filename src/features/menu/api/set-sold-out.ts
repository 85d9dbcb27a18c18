import { productSoldOutCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { MENU_WRITE } from './keys';

/** Marks a product or a whole group sold out (or selling again). */
export const useSetSoldOut = (options: WriteOptions<typeof productSoldOutCall> = {}) =>
  useApiMutation(productSoldOutCall, { ...MENU_WRITE, ...options });
