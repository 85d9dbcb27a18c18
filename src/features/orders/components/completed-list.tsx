import { useEffect, useMemo, useRef } from 'react';
import { OrderStatus, type Order } from '@/contract';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { ko } from '@/i18n/ko';
import { koCompleted } from '@/i18n/ko-completed';
import type { CompletedPages } from '@/queries/list-orders';
import { useCompletedOrders } from '../api/list-completed-orders';
import type { OrderBoardSearch } from '../search';
import { OrderBoard } from './order-board';
import s from './orders.module.css';

/** Its filter's statuses: one array for every render (the board is memoised). */
const DONE_STATUSES = [OrderStatus.SERVED, OrderStatus.CANCEL];
const NONE: readonly Order[] = [];

/** The loaded pages' orders in order, each once (a page fetched after an order moved may repeat it). */
function ordersOf(data: CompletedPages | undefined): readonly Order[] {
  if (!data) return NONE;
  if (data.pages.length === 1) return data.pages[0]!.order_list;
  const seen = new Set<number>();
  return data.pages.flatMap((p) => p.order_list.filter((o) => !seen.has(o.order_id) && seen.add(o.order_id)));
}

/**
 * /completed-list: today's served and cancelled orders, newest first (search_type 3), a page at a time:
 * the server filters by the screen's kind and status and counts the kinds, so the badges count the
 * whole day while the cards are the pages asked for. Loaded when opened, not with the live board.
 */
export function CompletedList({
  search,
  onSearch,
}: {
  search: OrderBoardSearch;
  onSearch(next: Partial<OrderBoardSearch>): void;
}) {
  // A status this list does not hold (an address typed by hand) is not sent: the server refuses it.
  const status = (DONE_STATUSES as number[]).includes(search.status) ? search.status : 0;
  const q = useCompletedOrders(search.type, status);
  const orders = useMemo(() => ordersOf(q.data), [q.data]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = q;
  const pageCount = q.data?.pages.length ?? 0;
  // The last page's load takes the button away: the keyboard's focus goes to the note that says all
  // are loaded rather than to the page's body.
  const asked = useRef(false);
  const endNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (hasNextPage || !asked.current) return;
    asked.current = false;
    endNote.current?.focus();
  }, [hasNextPage]);
  const footer = useMemo(
    () =>
      hasNextPage ? (
        <div className={s.more}>
          {isFetchNextPageError ? (
            <p role="alert" className={s.moreFailed}>
              {koCompleted.moreFailed}
            </p>
          ) : null}
          <Button
            size="lg"
            variant="outline"
            // aria-disabled, not disabled, while it loads: Chromium takes the focus off a disabled button.
            onClick={() => {
              if (isFetchingNextPage) return;
              asked.current = true;
              void fetchNextPage();
            }}
            aria-disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
            data-testid="load-more-orders"
          >
            {isFetchingNextPage
              ? ko.common.loading
              : isFetchNextPageError
                ? ko.common.retry
                : koCompleted.morePages}
          </Button>
        </div>
      ) : pageCount > 1 ? (
        <p ref={endNote} tabIndex={-1} className={s.more} data-testid="all-orders-loaded">
          {koCompleted.allLoaded}
        </p>
      ) : null,
    [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, pageCount],
  );
  // The last filter's cards stay while the next filter's load (keepPreviousData): its empty grid then
  // says it is loading rather than that nothing was completed.
  const loading = q.isPending || q.isPlaceholderData;
  return (
    <div className={s.stack}>
      <PageHeader title={ko.page.completedList} />
      <OrderBoard
        orders={orders}
        search={search}
        onSearch={onSearch}
        layout="grid"
        statusChoices={DONE_STATUSES}
        emptyText={loading ? ko.common.loading : ko.orders.emptyCompleted}
        kindCounts={q.data?.pages[0]?.kind_counts}
        paged
        footer={footer}
      />
    </div>
  );
}
