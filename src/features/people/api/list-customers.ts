import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type ListCustomersBody = CallRequest<typeof customerListCall>;

export function listCustomers(body: ListCustomersBody, signal?: AbortSignal) {
  return apiPost(customerListCall, body, { signal });
}

export function listCustomersQueryOptions(body: ListCustomersBody) {
  return queryOptions({
    queryKey: peopleKeys.customerList(body),
    queryFn: ({ signal }) => listCustomers(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListCustomers(body: ListCustomersBody, enabled = true) {
  return useQuery({ ...listCustomersQueryOptions(body), enabled });
}
