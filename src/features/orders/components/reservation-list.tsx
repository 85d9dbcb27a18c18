import { OPEN_STATUSES } from '@/contract';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { useReservations } from '@/queries/list-orders';
import type { OrderBoardSearch } from '../search';
import { FailedActions } from './failed-actions';
import { OrderBoard } from './order-board';
import s from './orders.module.css';

/** /reservation-list: reserved pickups not yet due, soonest first (search_type 2). */
export function ReservationList({
  search,
  onSearch,
}: {
  search: OrderBoardSearch;
  onSearch(next: Partial<OrderBoardSearch>): void;
}) {
  const orders = useReservations();
  return (
    <div className={s.stack}>
      <PageHeader title={ko.page.reservationList} />
      <FailedActions />
      <OrderBoard
        orders={orders.data ?? []}
        search={search}
        onSearch={onSearch}
        layout="grid"
        statusChoices={OPEN_STATUSES}
        emptyText={ko.orders.emptyReservations}
      />
    </div>
  );
}
