import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { couponListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type ListCouponsBody = CallRequest<typeof couponListCall>;

export function listCoupons(body: ListCouponsBody, signal?: AbortSignal) {
  return apiPost(couponListCall, body, { signal });
}

export function listCouponsQueryOptions(body: ListCouponsBody) {
  return queryOptions({
    queryKey: promotionKeys.couponList(body),
    queryFn: ({ signal }) => listCoupons(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListCoupons(body: ListCouponsBody, enabled = true) {
  return useQuery({ ...listCouponsQueryOptions(body), enabled });
}
