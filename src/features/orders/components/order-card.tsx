import { memo } from 'react';
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { NEXT_STATUS, OPEN_STATUSES, OrderStatus, OrderType, type Order } from '@/contract';
import { ko } from '@/i18n/ko';
import { formatDateTime, formatWon } from '@/lib/format';
import { DeliverymanPicker } from './deliveryman-picker';
import { ElapsedBadge } from './elapsed-badge';
import type { OrderLabels } from './order-labels';

const STATUS_PALETTE: Record<number, string> = {
  [OrderStatus.ORDERED]: 'red',
  [OrderStatus.ACCEPTED]: 'blue',
  [OrderStatus.READY]: 'green',
  [OrderStatus.SERVED]: 'gray',
  [OrderStatus.CANCEL]: 'gray',
};
const TYPE_PALETTE: Record<number, string> = { 1: 'purple', 2: 'teal', 3: 'cyan', 4: 'orange' };

export interface OrderCardProps {
  order: Order;
  labels: OrderLabels;
  /** The status an unsent action will give the order, or null when nothing is waiting. */
  pendingStatus: number | null;
  /** Sending now (online) or waiting for the network. */
  pendingMode: 'sending' | 'waiting' | null;
  isNew: boolean;
  onAdvance(order: Order): void;
  onCancel(order: Order): void;
  onDetail(order: Order): void;
  onConfirmCancel(order: Order, approve: boolean): void;
  onAcknowledge(order: Order): void;
}

function where(order: Order): string | null {
  if (order.order_type === OrderType.TABLE && order.table_no) return `${ko.orders.table} ${order.table_no}`;
  if ((order.order_type === OrderType.PICKUP_RESERVE || order.order_type === OrderType.PICKUP) && order.pickup_time)
    return `${ko.orders.pickupAt} ${formatDateTime(order.pickup_time)}`;
  if (order.order_type === OrderType.DELIVERY && order.delivery_address) return `${ko.orders.deliveryTo} ${order.delivery_address}`;
  return null;
}

/**
 * One order at the counter. Memoised on its props: a refresh that changes one order re-renders one
 * card (the list keeps unchanged orders' object identity through TanStack Query's structural sharing).
 */
export const OrderCard = memo(function OrderCard(props: OrderCardProps) {
  const { order, labels, pendingStatus, pendingMode, isNew } = props;
  const status = pendingStatus ?? order.order_status;
  const open = OPEN_STATUSES.includes(status);
  const next = NEXT_STATUS[status];
  const place = where(order);
  return (
    <Card.Root
      size="sm"
      data-testid="order-card"
      data-order-id={order.order_id}
      data-order-no={order.order_no}
      data-status={status}
      borderWidth={isNew ? '3px' : '1px'}
      borderColor={isNew ? 'red.500' : order.cancel_requested ? 'orange.400' : 'border'}
      onClick={isNew ? () => props.onAcknowledge(order) : undefined}
    >
      <Card.Header pb="1">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="1" minW="0">
            <HStack gap="2">
              <Text fontWeight="bold" fontSize="2xl" lineHeight="1" data-testid="order-no">
                {order.order_no}
              </Text>
              {isNew ? (
                <Badge colorPalette="red" variant="solid">
                  {ko.orders.newBadge}
                </Badge>
              ) : null}
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={TYPE_PALETTE[order.order_type] ?? 'gray'} variant="subtle" size="lg">
                {labels.type(order.order_type)}
              </Badge>
              <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="solid" size="lg" data-testid="order-status">
                {labels.status(status)}
              </Badge>
              {pendingMode ? (
                <Badge colorPalette="yellow" variant="solid" data-testid="order-pending">
                  {pendingMode === 'sending' ? ko.orders.sending : ko.orders.waiting}
                </Badge>
              ) : null}
            </HStack>
          </Stack>
          <ElapsedBadge since={order.created_at} open={open} />
        </HStack>
        {place ? (
          <Text fontSize="md" fontWeight="semibold" mt="1" lineClamp={2}>
            {place}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body py="2">
        <Stack gap="1" as="ul" listStyleType="none">
          {order.items.map((item, i) => (
            <Box as="li" key={i}>
              <HStack justify="space-between" align="start">
                <Text fontSize="md">{item.product_name}</Text>
                <Text fontSize="md" fontWeight="bold" flexShrink={0}>
                  {ko.orders.quantity(item.quantity)}
                </Text>
              </HStack>
              {item.options.length ? (
                <Text fontSize="sm" color="fg.muted" ps="2">
                  {item.options
                    .map((o) => (o.option_price ? `${o.option_name} ${ko.orders.optionPrice(formatWon(o.option_price))}` : o.option_name))
                    .join(' · ')}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
        {order.request ? (
          <Box mt="2" px="2" py="1" bg="yellow.subtle" borderRadius="md" data-testid="order-request">
            <Text fontSize="sm">
              <Text as="span" fontWeight="bold">
                {ko.orders.request}
              </Text>{' '}
              {order.request}
            </Text>
          </Box>
        ) : null}
        {order.order_type === OrderType.DELIVERY && open ? <DeliverymanPicker order={order} /> : null}
        {order.cancel_requested === 1 && open ? (
          <Box mt="2" p="2" bg="orange.subtle" borderRadius="md" data-testid="cancel-request">
            <Text fontSize="sm" fontWeight="bold">
              {ko.orders.cancelRequest.banner}: {order.cancel_reason}
            </Text>
            <HStack mt="2">
              <Button size="md" colorPalette="orange" onClick={() => props.onConfirmCancel(order, true)} disabled={pendingMode === 'sending'}>
                {ko.orders.cancelRequest.approve}
              </Button>
              <Button size="md" variant="outline" onClick={() => props.onConfirmCancel(order, false)} disabled={pendingMode === 'sending'}>
                {ko.orders.cancelRequest.reject}
              </Button>
            </HStack>
          </Box>
        ) : null}
        {status === OrderStatus.CANCEL && order.cancel_reason ? (
          <Text mt="2" fontSize="sm" color="fg.muted">
            {ko.orders.info.cancelReason}: {order.cancel_reason}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2" pt="1">
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            {labels.pay(order.pay_type)}
            {order.prep_minutes ? ` · ${ko.orders.prep(order.prep_minutes)}` : ''}
          </Text>
          <Text fontWeight="bold" fontSize="lg">
            {formatWon(order.total_amount)}
          </Text>
        </HStack>
        <HStack gap="2">
          {next !== undefined ? (
            <Button
              flex="1"
              size="xl"
              colorPalette={STATUS_PALETTE[next] === 'gray' ? 'teal' : STATUS_PALETTE[next]}
              onClick={() => props.onAdvance(order)}
              disabled={pendingMode === 'sending'}
              data-testid="order-advance"
            >
              {ko.orders.next[status]}
            </Button>
          ) : null}
          {open ? (
            <Button size="xl" variant="outline" colorPalette="red" onClick={() => props.onCancel(order)} disabled={pendingMode === 'sending'}>
              {ko.orders.cancel}
            </Button>
          ) : null}
          <Button size="xl" variant="ghost" onClick={() => props.onDetail(order)} flex={next === undefined && !open ? '1' : undefined}>
            {ko.orders.detail}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
});
