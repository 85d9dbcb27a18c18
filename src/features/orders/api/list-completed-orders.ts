import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { APP_TYPE, orderListCall, SearchType, type Order } from '@/contract';
import { belongsTo, patchOrderList, setPagesPatch } from '@/features/live';
import { apiPost } from '@/lib/api-client';
import { ordersKeys, type CompletedPages, type OrderListFilters } from '@/queries/list-orders';
import { appState } from '@/state/store';
import { useSelect } from '@/state/use-select';

/**
 * Today's served and cancelled orders (search_type 3), a page of COMPLETED_PAGE_SIZE at a time, newest
 * first, filtered by the server so its kind counts and pages agree. Under the lists' key, so every
 * refresh cue refetches it as the other lists (the loaded pages again, in turn), and a changed order is
 * placed into its first page at once (features/live/patch-order-list.ts). Not saved for offline:
 * nothing restores it. Here rather than in queries/list-orders: the infinite query's code loads with the
 * completed screen, not with every start (vite.config.ts).
 */
export function completedOrdersQueryOptions(filters: {
  store_id: number;
  order_type: number;
  order_status: number;
}) {
  return infiniteQueryOptions({
    queryKey: ordersKeys.list({ ...filters, search_type: SearchType.COMPLETED }),
    queryFn: ({ pageParam, signal }) =>
      apiPost(
        orderListCall,
        { ...filters, search_type: SearchType.COMPLETED, app_type: APP_TYPE, after_order_id: pageParam },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_after ?? undefined,
    staleTime: 10_000,
    refetchInterval: false,
    refetchOnWindowFocus: false,
  });
}

/** The current store's completed orders under the screen's filters; the last filter's stay while the next load. */
export function useCompletedOrders(orderType: number, orderStatus: number) {
  const storeId = useSelect(appState, (st) => st.store_id);
  return useInfiniteQuery({
    ...completedOrdersQueryOptions({
      store_id: storeId ?? 0,
      order_type: orderType,
      order_status: orderStatus,
    }),
    enabled: storeId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The completed list's loaded pages (newest first) under the screen's filters: a changed order is
 * replaced where it is while its place holds, else taken out of its page and, when it is (still) a
 * completed order of the filters, placed into the first page (a served or cancelled order is the
 * newest). The first page's kind counts follow an order that joins or leaves the list. The refetch
 * that follows brings the pages and counts as the server has them.
 */
export function patchCompletedPages(
  data: CompletedPages,
  order: Order,
  filters: OrderListFilters,
  now: number,
): CompletedPages {
  const id = order.order_id;
  const heldIn = data.pages.findIndex((p) => p.order_list.some((o) => o.order_id === id));
  const held = heldIn < 0 ? undefined : data.pages[heldIn]!.order_list.find((o) => o.order_id === id)!;
  if (held && held.version >= order.version) return data;
  const counted =
    belongsTo(order, SearchType.COMPLETED, now) &&
    (!filters.order_status || order.order_status === filters.order_status);
  const shown = counted && (!filters.order_type || order.order_type === filters.order_type);
  if (!held && !counted) return data;
  // Its place holds (the list's order is updated_at's): replaced in its own page, wherever that is.
  const inPlace = held && shown && held.updated_at === order.updated_at;
  const pages = data.pages.map((page, i) => {
    let list = page.order_list;
    if (i === heldIn)
      list = inPlace
        ? list.map((o) => (o.order_id === id ? order : o))
        : list.filter((o) => o.order_id !== id);
    if (i === 0 && shown && !inPlace) list = patchOrderList(list, order, SearchType.COMPLETED, now);
    return list === page.order_list ? page : { ...page, order_list: list };
  });
  const first = pages[0];
  // Joins the counts when new to the pages (it passed the early return, so it counts), leaves them
  // when held and no longer counted.
  const change = held ? (counted ? 0 : -1) : 1;
  if (first?.kind_counts && change) {
    const kind_counts = first.kind_counts.slice();
    kind_counts[0] = Math.max(0, kind_counts[0]! + change);
    kind_counts[order.order_type] = Math.max(0, (kind_counts[order.order_type] ?? 0) + change);
    pages[0] = { ...first, kind_counts };
  }
  return pages.every((p, i) => p === data.pages[i]) ? data : { ...data, pages };
}

// The live room places changed orders into these pages from now on (features/live/patch-order-list.ts).
setPagesPatch(patchCompletedPages);
