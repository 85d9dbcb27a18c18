import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productMonthlyCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type ProductStatsBody = CallRequest<typeof productMonthlyCall>;

export function getProductStats(body: ProductStatsBody, signal?: AbortSignal) {
  return apiPost(productMonthlyCall, body, { signal });
}

export function getProductStatsQueryOptions(body: ProductStatsBody) {
  return queryOptions({
    queryKey: moneyKeys.productStats(body),
    queryFn: ({ signal }) => getProductStats(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useGetProductStats(body: ProductStatsBody, enabled = true) {
  return useQuery({ ...getProductStatsQueryOptions(body), enabled });
}
