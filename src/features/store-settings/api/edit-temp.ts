import { tempEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { STORE_STATUS_WRITE } from './keys';

/** Adds a temporary pause (or pauses now). */
export const useEditTemp = (options: WriteOptions<typeof tempEditCall> = {}) =>
  useApiMutation(tempEditCall, {
    ...STORE_STATUS_WRITE,
    ...options,
  });
