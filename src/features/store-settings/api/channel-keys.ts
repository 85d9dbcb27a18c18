import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  channelKeyCreateCall,
  channelKeyListCall,
  channelKeyRevokeCall,
  type CallRequest,
  type CallResponse,
} from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';

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

type CreateBody = CallRequest<typeof channelKeyCreateCall>;

/**
 * Creates a key; the answer holds the only copy of its secret the server will ever give out, so the
 * call is not replayable (no Idempotency-Key: the server keeps no answer to replay).
 */
export function useCreateChannelKey(
  callbacks: WriteCallbacks<CallResponse<typeof channelKeyCreateCall>> = {},
) {
  return useSettingsWrite(
    (body: CreateBody) => apiPost(channelKeyCreateCall, body),
    [storeSettingsKeys.all],
    callbacks,
  );
}

export function useRevokeChannelKey(
  callbacks: WriteCallbacks<CallResponse<typeof channelKeyRevokeCall>> = {},
) {
  return useSettingsWrite(
    (body: CallRequest<typeof channelKeyRevokeCall>) => apiPost(channelKeyRevokeCall, body),
    [storeSettingsKeys.all],
    callbacks,
  );
}
