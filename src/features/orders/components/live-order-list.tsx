import { useEffect, useState } from 'react';
import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { OrderStatus } from '@/contract';
import { MenuSoldOutPanel } from '@/components/menu-sold-out-panel';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { useLiveOrders, useReservationCount } from '@/lib/queries/list-orders';
import { keepScreenAwake } from '@/lib/wake-lock';
import type { OrderBoardSearch } from '../search';
import { FailedActions } from './failed-actions';
import { OrderBoard } from './order-board';

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
    <Stack gap="4">
      <PageHeader
        title={ko.page.orderList}
        actions={
          <HStack gap="2">
            <Button size="lg" variant={showMenu ? 'solid' : 'outline'} onClick={() => setShowMenu((v) => !v)} aria-expanded={showMenu}>
              {ko.orders.soldOutToggle}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/reservation-list">
                {ko.page.reservationList}
                <Badge colorPalette="teal" variant="solid" ms="1" data-testid="reservation-count">
                  {reservationCount}
                </Badge>
              </Link>
            </Button>
          </HStack>
        }
      />
      {showMenu ? <MenuSoldOutPanel /> : null}
      <FailedActions />
      <OrderBoard
        orders={orders.data ?? []}
        search={search}
        onSearch={onSearch}
        layout="columns"
        statusChoices={[OrderStatus.ORDERED, OrderStatus.ACCEPTED, OrderStatus.READY]}
        emptyText={ko.orders.empty}
      />
    </Stack>
  );
}
