import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { LazyPart, retryableLazy } from '@/components/lazy-part';
import { AlertBox } from '@/components/ui/alert-box';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { OPEN_STATUSES, type Order } from '@/contract';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { useLiveOrders, useReservationCount } from '@/queries/list-orders';
import { keepScreenAwake } from '@/features/live';
import type { OrderBoardSearch } from '../search';
import { FailedActions } from './failed-actions';
import { OrderBoard } from './order-board';
import s from './orders.module.css';

// The sold-out view opens on demand: its labels and the menu call are not part of the first paint.
const MenuSoldOutPanel = retryableLazy(
  () => import('@/components/menu-sold-out-panel'),
  (m) => m.MenuSoldOutPanel,
);

/** One empty list before the first: a new array per render would draw the memoised board again. */
const NO_ORDERS: readonly Order[] = [];

interface PageProps {
  search: OrderBoardSearch;
  onSearch(next: Partial<OrderBoardSearch>): void;
}

/** /order-list: the screen the tablet shows all day. Keeps the screen awake while shown. */
export function LiveOrderList({ search, onSearch }: PageProps) {
  const orders = useLiveOrders();
  const reservationCount = useReservationCount();
  const [showMenu, setShowMenu] = useState(false);
  useEffect(() => keepScreenAwake(), []);
  return (
    <div className={s.stack}>
      <PageHeader
        title={ko.page.orderList}
        actions={
          <>
            <Button
              size="lg"
              variant={showMenu ? 'solid' : 'outline'}
              onClick={() => setShowMenu((v) => !v)}
              aria-expanded={showMenu}
            >
              {ko.orders.soldOutToggle}
            </Button>
            <Link to="/reservation-list" className={buttonClass({ size: 'lg', variant: 'outline' })}>
              {ko.page.reservationList}
              <Badge palette="teal" variant="solid" data-testid="reservation-count">
                {reservationCount}
              </Badge>
            </Link>
          </>
        }
      />
      {showMenu ? (
        <LazyPart
          parts={[MenuSoldOutPanel]}
          failed={() => (
            <AlertBox status="warning" title={ko.common.partFailedTitle}>
              {ko.common.partFailed}
            </AlertBox>
          )}
        >
          <MenuSoldOutPanel />
        </LazyPart>
      ) : null}
      <FailedActions />
      <OrderBoard
        orders={orders ?? NO_ORDERS}
        search={search}
        onSearch={onSearch}
        layout="columns"
        statusChoices={OPEN_STATUSES}
        emptyText={ko.orders.empty}
      />
    </div>
  );
}
