import { productGroupOrderEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { MENU_WRITE } from './keys';

/** The order of the menu groups. */
export const useReorderProductGroups = (options: WriteOptions<typeof productGroupOrderEditCall> = {}) =>
  useApiMutation(productGroupOrderEditCall, { ...MENU_WRITE, ...options });
