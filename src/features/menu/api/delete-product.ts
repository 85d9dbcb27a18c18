import { productDelCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { MENU_WRITE } from './keys';

/** Deletes a product. */
export const useDeleteProduct = (options: WriteOptions<typeof productDelCall> = {}) =>
  useApiMutation(productDelCall, { ...MENU_WRITE, ...options });
