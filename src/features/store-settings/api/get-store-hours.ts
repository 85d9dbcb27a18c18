import { useQuery } from '@tanstack/react-query';
import { getStoreHoursQueryOptions, type GetStoreHoursBody } from '@/queries/get-store-hours';

export { getStoreHoursQueryOptions, type GetStoreHoursBody };

export function useGetStoreHours(body: GetStoreHoursBody, enabled = true) {
  return useQuery({ ...getStoreHoursQueryOptions(body), enabled });
}
