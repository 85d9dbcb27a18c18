import { productGroupDelCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { MENU_WRITE } from './keys';

/** Deletes a menu group (with its products). */
export const useDeleteProductGroup = (options: WriteOptions<typeof productGroupDelCall> = {}) =>
  useApiMutation(productGroupDelCall, { ...MENU_WRITE, ...options });
