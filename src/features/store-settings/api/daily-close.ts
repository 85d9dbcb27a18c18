import { dailyCloseCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { STORE_STATUS_WRITE } from './keys';

/** Ends today's business (마감). */
export const useDailyClose = (options: WriteOptions<typeof dailyCloseCall> = {}) =>
  useApiMutation(dailyCloseCall, {
    ...STORE_STATUS_WRITE,
    ...options,
  });
