import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { couponIssueListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type ListCouponIssuesBody = CallRequest<typeof couponIssueListCall>;

export function listCouponIssuesQueryOptions(body: ListCouponIssuesBody) {
  return queryOptions({
    queryKey: promotionKeys.couponIssueList(body),
    queryFn: ({ signal }) => apiPost(couponIssueListCall, body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Who holds a coupon and whether they used it. */
export function useListCouponIssues(body: ListCouponIssuesBody) {
  return useQuery(listCouponIssuesQueryOptions(body));
}
