import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type AdminOrdersBody = CallRequest<typeof adminOrderListCall>;

export function listAdminOrders(body: AdminOrdersBody, signal?: AbortSignal) {
  return apiPost(adminOrderListCall, body, { signal });
}

export function listAdminOrdersQueryOptions(body: AdminOrdersBody) {
  return queryOptions({
    queryKey: moneyKeys.adminOrders(body),
    queryFn: ({ signal }) => listAdminOrders(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListAdminOrders(body: AdminOrdersBody, enabled = true) {
  return useQuery({ ...listAdminOrdersQueryOptions(body), enabled });
}
