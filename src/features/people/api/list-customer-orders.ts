import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerOrderListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type ListCustomerOrdersBody = CallRequest<typeof customerOrderListCall>;

export function listCustomerOrders(body: ListCustomerOrdersBody, signal?: AbortSignal) {
  return apiPost(customerOrderListCall, body, { signal });
}

export function listCustomerOrdersQueryOptions(body: ListCustomerOrdersBody) {
  return queryOptions({
    queryKey: peopleKeys.customerOrders(body),
    queryFn: ({ signal }) => listCustomerOrders(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListCustomerOrders(body: ListCustomerOrdersBody, enabled = true) {
  return useQuery({ ...listCustomerOrdersQueryOptions(body), enabled });
}
