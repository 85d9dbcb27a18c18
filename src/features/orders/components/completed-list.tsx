import { OrderStatus } from '@/contract';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { useCompletedOrders } from '@/queries/list-orders';
import type { OrderBoardSearch } from '../search';
import { OrderBoard } from './order-board';
import s from './orders.module.css';

/** Its filter's statuses: one array for every render (the board is memoised). */
const DONE_STATUSES = [OrderStatus.SERVED, OrderStatus.CANCEL];

/** /completed-list: today's served and cancelled orders, newest first (search_type 3). */
export function CompletedList({
  search,
  onSearch,
}: {
  search: OrderBoardSearch;
  onSearch(next: Partial<OrderBoardSearch>): void;
}) {
  const orders = useCompletedOrders();
  return (
    <div className={s.stack}>
      <PageHeader title={ko.page.completedList} />
      <OrderBoard
        orders={orders.data ?? []}
        search={search}
        onSearch={onSearch}
        layout="grid"
        statusChoices={DONE_STATUSES}
        emptyText={ko.orders.emptyCompleted}
      />
    </div>
  );
}
