import { queryOptions, useQuery, type InfiniteData } from '@tanstack/react-query';
import { APP_TYPE, orderListCall, SearchType, type OrderSearchType } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useQueryData } from '@/lib/use-query-data';
import { liveState } from '@/state/live';
import { appState } from '@/state/store';
import { useSelect } from '@/state/use-select';

/** Spec §9: the order lists refresh every 60 seconds. */
export const ORDER_REFRESH_MS = 60_000;

export type { OrderSearchType };

export interface OrderListFilters {
  store_id: number;
  search_type: OrderSearchType;
  /** The completed list's server-side filters (0 = all); the live and reservation lists have none. */
  order_type?: number;
  order_status?: number;
}

/** Order lists are shared by the shell (badge, refresh), the live screen and the reservation screen. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (filters: OrderListFilters) => [...ordersKeys.lists(), filters] as const,
  detail: (orderId: number) => [...ordersKeys.all, 'detail', orderId] as const,
};

export function listOrders(filters: OrderListFilters, signal?: AbortSignal) {
  return apiPost(orderListCall, { ...filters, app_type: APP_TYPE }, { signal });
}

export function orderListQueryOptions(filters: OrderListFilters) {
  return queryOptions({
    queryKey: ordersKeys.list(filters),
    queryFn: ({ signal }) => listOrders(filters, signal),
    staleTime: 10_000,
    // The 60-second refresh is driven by the authenticated layout (features/live/room.ts),
    // which restarts the interval whenever a socket command, a reconnect or `online` refreshes early.
    refetchInterval: false,
    refetchOnWindowFocus: false,
  });
}

function useCurrentStoreOrderOptions<T>(searchType: OrderSearchType, select: (data: OrderListData) => T) {
  const storeId = useSelect(appState, (st) => st.store_id);
  // A start from the saved lists asks the server for them once the socket has joined (state/live); a
  // list with nothing to show (the completed orders, not saved) is asked for at once.
  const listsAwaitJoin = useSelect(liveState, (st) => st.listsAwaitJoin);
  return {
    ...orderListQueryOptions({ store_id: storeId ?? 0, search_type: searchType }),
    enabled: (query: { state: { data: unknown } }) =>
      storeId !== null && !(listsAwaitJoin && query.state.data !== undefined),
    select,
  };
}

/** A list with its fetch state, for the screens that show loading and errors. */
const useCurrentStoreOrders = <T>(searchType: OrderSearchType, select: (data: OrderListData) => T) =>
  useQuery(useCurrentStoreOrderOptions(searchType, select));

/** A list's data alone, for the shell and the live board (lib/use-query-data says why). */
const useCurrentStoreOrderData = <T>(searchType: OrderSearchType, select: (data: OrderListData) => T) =>
  useQueryData(useCurrentStoreOrderOptions(searchType, select));

export type OrderListData = Awaited<ReturnType<typeof listOrders>>;

const selectList = (data: OrderListData) => data.order_list;
const selectCount = (data: OrderListData) => data.order_list.length;

/** The current store's live (search_type 1) orders; undefined until the first list. */
export function useLiveOrders() {
  return useCurrentStoreOrderData(SearchType.LIVE, selectList);
}

/** The current store's reservations (search_type 2). */
export function useReservations() {
  return useCurrentStoreOrders(SearchType.RESERVATION, selectList);
}

/** Spec §3: the order count derives from the live list's length. */
export function useOrderCount(): number {
  return useCurrentStoreOrderData(SearchType.LIVE, selectCount) ?? 0;
}

/** Spec §3: the reservation count derives from the reservation list's length. */
export function useReservationCount(): number {
  return useCurrentStoreOrderData(SearchType.RESERVATION, selectCount) ?? 0;
}

/** The completed list's pages, oldest page (the newest orders) first. */
export type CompletedPages = InfiniteData<OrderListData>;
