import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CodeColumn, OrderStatus, OrderType, type Order } from '@/contract';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { codeLabel } from '@/lib/codes';
import { formatDateTime, formatWon } from '@/lib/format';
import { useCodes } from '@/lib/queries/list-codes';
import { useLiveOrders, useReservationCount } from '@/lib/queries/list-orders';
import type { CodeItem } from '@/contract';

const STATUS_PALETTE: Record<number, string> = {
  [OrderStatus.ORDERED]: 'red',
  [OrderStatus.ACCEPTED]: 'blue',
  [OrderStatus.READY]: 'green',
  [OrderStatus.SERVED]: 'gray',
  [OrderStatus.CANCEL]: 'gray',
};

function OrderCard({ order, codeList }: { order: Order; codeList: readonly CodeItem[] }) {
  const typeLabel =
    codeLabel(codeList, CodeColumn.ORDER_TYPE, order.order_type) ?? ko.orderType[order.order_type] ?? '';
  const statusLabel =
    codeLabel(codeList, CodeColumn.ORDER_STATUS, order.order_status) ??
    ko.orderStatus[order.order_status] ??
    '';
  return (
    <Card.Root size="sm" data-testid="order-card" data-order-id={order.order_id}>
      <Card.Header>
        <HStack justify="space-between">
          <Text fontWeight="bold" fontSize="lg">
            {ko.orders.orderNo} {order.order_no}
          </Text>
          <Badge colorPalette={STATUS_PALETTE[order.order_status] ?? 'gray'} variant="solid">
            {statusLabel}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="1">
          <HStack gap="2">
            <Badge variant="outline">{typeLabel}</Badge>
            {order.order_type === OrderType.TABLE && order.table_no ? (
              <Text fontSize="sm">
                {ko.orders.table} {order.table_no}
              </Text>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(order.created_at)}
          </Text>
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <Text fontWeight="semibold">
          {ko.orders.total} {formatWon(order.total_amount)}
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}

/** The live orders of the current store, newest first as the server sends them. */
export function LiveOrderList() {
  const orders = useLiveOrders();
  const codes = useCodes();
  const reservationCount = useReservationCount();
  const list = orders.data ?? [];
  return (
    <>
      <PageHeader
        title={ko.page.orderList}
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to="/reservation-list">
              {ko.page.reservationList}
              <Badge colorPalette="teal" variant="solid" ms="1" data-testid="reservation-count">
                {reservationCount}
              </Badge>
            </Link>
          </Button>
        }
      />
      {list.length === 0 ? (
        <Text py="16" textAlign="center" color="fg.muted">
          {ko.orders.empty}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 3, xl: 4 }} gap="4">
          {list.map((order) => (
            <OrderCard key={order.order_id} order={order} codeList={codes.data?.codeList ?? []} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
