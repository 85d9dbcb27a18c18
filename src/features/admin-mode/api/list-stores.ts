import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storeListCall, StoreFilterType } from '@/contract';
import { apiPost } from '@/lib/api-client';
import type { StoreSearch } from '../search';
import { adminModeKeys } from './keys';

/** Only the filter that is selected travels: the keyword for 전체/매장명, the franchise for 가맹점. */
export function storeListBody(search: StoreSearch) {
  const franchise = search.filter_type === StoreFilterType.FRANCHISE;
  return {
    filter_type: search.filter_type,
    keyword: franchise ? '' : search.keyword,
    store_group_id: franchise ? search.store_group_id : undefined,
    page_no: search.page_no,
  };
}

export function listStores(search: StoreSearch, signal?: AbortSignal) {
  return apiPost(storeListCall, storeListBody(search), { signal });
}

export function storeListQueryOptions(search: StoreSearch) {
  return queryOptions({
    queryKey: adminModeKeys.stores(search),
    queryFn: ({ signal }) => listStores(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListStores(search: StoreSearch) {
  return useQuery(storeListQueryOptions(search));
}
