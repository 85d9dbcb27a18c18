import { useQuery } from '@tanstack/react-query';
import { missedOrderListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

/** One past day's missed orders (yyyyMMdd), for the daily sales report. */
export function useMissedDay(storeId: number, date: string) {
  const body = { store_id: storeId, date };
  return useQuery({
    queryKey: moneyKeys.missedDay(body),
    queryFn: ({ signal }) => apiPost(missedOrderListCall, body, { signal }),
  });
}
