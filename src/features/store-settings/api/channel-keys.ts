import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelKeyCreateCall, channelKeyListCall, channelKeyRevokeCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';

/** A store's customer-channel keys (beyond the spec, issue 22): super admins only, the server checks. */
export function getChannelKeysQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeSettingsKeys.channelKeys(storeId),
    queryFn: ({ signal }) => apiPost(channelKeyListCall, { store_id: storeId }, { signal }),
  });
}

export function useChannelKeys(storeId: number, enabled = true) {
  return useQuery({ ...getChannelKeysQueryOptions(storeId), enabled });
}

/**
 * Creates a key; the answer holds the only copy of its secret the server will ever give out, so the
 * call is not replayable (no Idempotency-Key: the server keeps no answer to replay).
 */
export const useCreateChannelKey = (options: WriteOptions<typeof channelKeyCreateCall> = {}) =>
  useApiMutation(channelKeyCreateCall, { invalidates: [storeSettingsKeys.all], ...options });

export const useRevokeChannelKey = (options: WriteOptions<typeof channelKeyRevokeCall> = {}) =>
  useApiMutation(channelKeyRevokeCall, {
    idempotent: true,
    invalidates: [storeSettingsKeys.all],
    ...options,
  });
