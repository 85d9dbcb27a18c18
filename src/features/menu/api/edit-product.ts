import { productEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { MENU_WRITE } from './keys';

/** Adds (no id) or edits a product with its options. */
export const useEditProduct = (options: WriteOptions<typeof productEditCall> = {}) =>
  useApiMutation(productEditCall, { ...MENU_WRITE, ...options });
