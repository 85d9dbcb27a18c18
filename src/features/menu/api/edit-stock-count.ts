import { productCountEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { MENU_WRITE } from './keys';

/** A product's stock count alone ('' = unlimited). */
export const useEditStockCount = (options: WriteOptions<typeof productCountEditCall> = {}) =>
  useApiMutation(productCountEditCall, { ...MENU_WRITE, ...options });
