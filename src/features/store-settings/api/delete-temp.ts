import { tempDelCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { STORE_STATUS_WRITE } from './keys';

/** Removes a temporary pause. */
export const useDeleteTemp = (options: WriteOptions<typeof tempDelCall> = {}) =>
  useApiMutation(tempDelCall, {
    ...STORE_STATUS_WRITE,
    ...options,
  });
