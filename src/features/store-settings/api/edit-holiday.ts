import { holidayEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { storeSettingsKeys } from './keys';

/** Regular holidays and opening hours. */
export const useEditHoliday = (options: WriteOptions<typeof holidayEditCall> = {}) =>
  useApiMutation(holidayEditCall, { idempotent: true, invalidates: [storeSettingsKeys.all], ...options });
