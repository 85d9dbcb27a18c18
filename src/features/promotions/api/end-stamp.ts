import { stampEndCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { promotionKeys } from './keys';

/** Ends a stamp promotion early. */
export const useEndStamp = (options: WriteOptions<typeof stampEndCall> = {}) =>
  useApiMutation(stampEndCall, { idempotent: true, invalidates: [promotionKeys.stamps()], ...options });
