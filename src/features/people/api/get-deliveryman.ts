import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliverymanInfoCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type GetDeliverymanBody = CallRequest<typeof deliverymanInfoCall>;

export function getDeliveryman(body: GetDeliverymanBody, signal?: AbortSignal) {
  return apiPost(deliverymanInfoCall, body, { signal });
}

export function getDeliverymanQueryOptions(body: GetDeliverymanBody) {
  return queryOptions({
    queryKey: peopleKeys.deliverymanDetail(body),
    queryFn: ({ signal }) => getDeliveryman(body, signal),
  });
}

export function useGetDeliveryman(body: GetDeliverymanBody, enabled = true) {
  return useQuery({ ...getDeliverymanQueryOptions(body), enabled });
}
