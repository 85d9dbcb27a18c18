import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { storeHoursInfoCall } from '@/contract';
import { apiPost } from '@/lib/api-client';

/**
 * The store's hours, temporary schedules and status (store/hours/info). Shared: the opening-hours
 * screen manages them and the top bar's pause menu reads today's closing time from them. The key sits
 * under the store settings' family ('store-settings'), so their writes' prefix invalidation and the
 * socket's store-changed push (cmd 141) refresh both.
 */
export const storeHoursKeys = {
  info: (storeId: number) => ['store-settings', 'hours', { store_id: storeId }] as const,
};

export type GetStoreHoursBody = { store_id: number };

export function getStoreHours(body: GetStoreHoursBody, signal?: AbortSignal) {
  return apiPost(storeHoursInfoCall, body, { signal });
}

export function getStoreHoursQueryOptions(body: GetStoreHoursBody) {
  return queryOptions({
    queryKey: storeHoursKeys.info(body.store_id),
    queryFn: ({ signal }) => getStoreHours(body, signal),
    placeholderData: keepPreviousData,
  });
}
