import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { promotionKeys } from './keys';

/** The store's customers by name or the phone's last digits, to pick who gets a coupon (store/customer/list). */
export function useFindCustomers(body: CallRequest<typeof customerListCall>) {
  return useQuery({
    queryKey: promotionKeys.customerSearch(body),
    queryFn: ({ signal }) => apiPost(customerListCall, body, { signal }),
    placeholderData: keepPreviousData,
  });
}
