import { openManualCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { STORE_STATUS_WRITE } from './keys';

/** Opens the store by hand. */
export const useOpenManual = (options: WriteOptions<typeof openManualCall> = {}) =>
  useApiMutation(openManualCall, {
    ...STORE_STATUS_WRITE,
    ...options,
  });
