import { productGroupEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { MENU_WRITE } from './keys';

/** Adds (no id) or edits a menu group. */
export const useEditProductGroup = (options: WriteOptions<typeof productGroupEditCall> = {}) =>
  useApiMutation(productGroupEditCall, { ...MENU_WRITE, ...options });
