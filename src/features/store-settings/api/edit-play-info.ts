import { playInfoEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { storeSettingsKeys } from './keys';

/** A day's play information. */
export const useEditPlayInfo = (options: WriteOptions<typeof playInfoEditCall> = {}) =>
  useApiMutation(playInfoEditCall, {
    idempotent: true,
    invalidates: [storeSettingsKeys.plays()],
    ...options,
  });
