import { productOrderEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { MENU_WRITE } from './keys';

/** The order of one group's products. */
export const useReorderProducts = (options: WriteOptions<typeof productOrderEditCall> = {}) =>
  useApiMutation(productOrderEditCall, { ...MENU_WRITE, ...options });
