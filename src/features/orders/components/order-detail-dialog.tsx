import { useState } from 'react';
import { Badge, Box, Button, HStack, Separator, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { Order } from '@/contract';
import { Modal } from '@/components/modal';
import { ko } from '@/i18n/ko';
import { formatDateTime, formatWon } from '@/lib/format';
import { useOrderInfo } from '../api/get-order-info';
import type { OrderLabels } from './order-labels';
import { PrintTicket } from './print-ticket';

/** store/order/info: the order as the server has it now, with its payments; print from here. */
export function OrderDetailDialog({
  order,
  labels,
  storeName,
  onClose,
}: {
  order: Order;
  labels: OrderLabels;
  storeName: string;
  onClose(): void;
}) {
  const info = useOrderInfo(order.store_id, order.order_id);
  const [printing, setPrinting] = useState(false);
  const current = info.data?.order ?? order;
  const t = ko.orders.info;
  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={t.title(current.order_no)}
      footer={
        <Button size="xl" colorPalette="teal" onClick={() => setPrinting(true)} data-testid="print-order">
          {t.print}
        </Button>
      }
    >
      <Stack gap="3">
        <HStack gap="2">
          <Badge size="lg">{labels.type(current.order_type)}</Badge>
          <Badge size="lg" variant="solid">
            {labels.status(current.order_status)}
          </Badge>
          {info.isFetching ? <Spinner size="sm" /> : null}
        </HStack>
        <Text>
          {t.orderedAt}: {formatDateTime(current.created_at)} · {t.updatedAt}: {formatDateTime(current.updated_at)}
        </Text>
        {current.customer_name || current.customer_phone ? (
          <Text>
            {t.customer}: {current.customer_name ?? ''} {current.customer_phone ?? ''}
          </Text>
        ) : null}
        {current.cancel_reason ? (
          <Text>
            {t.cancelReason}: {current.cancel_reason}
          </Text>
        ) : null}
        <Separator />
        <Stack gap="1">
          {current.items.map((item, i) => (
            <HStack key={i} justify="space-between">
              <Box>
                <Text>
                  {item.product_name} {ko.orders.quantity(item.quantity)}
                </Text>
                {item.options.length ? (
                  <Text fontSize="sm" color="fg.muted">
                    {item.options.map((o) => o.option_name).join(' · ')}
                  </Text>
                ) : null}
              </Box>
              <Text>{formatWon(item.quantity * (item.price + item.options.reduce((s, o) => s + o.option_price, 0)))}</Text>
            </HStack>
          ))}
          <HStack justify="space-between" fontWeight="bold">
            <Text>{ko.orders.total}</Text>
            <Text>{formatWon(current.total_amount)}</Text>
          </HStack>
        </Stack>
        {current.request ? (
          <Text bg="yellow.subtle" p="2" borderRadius="md">
            {ko.orders.request}: {current.request}
          </Text>
        ) : null}
        <Separator />
        <Text fontWeight="semibold">{t.payments}</Text>
        <Table.Root size="sm">
          <Table.Body>
            {(info.data?.payments ?? []).map((p) => (
              <Table.Row key={p.payment_id}>
                <Table.Cell>{labels.pay(p.pay_type)}</Table.Cell>
                <Table.Cell>{p.card_name ?? ''}</Table.Cell>
                <Table.Cell>
                  {t.approval} {p.approval_no ?? '-'}
                </Table.Cell>
                <Table.Cell>{p.payment_status === 9 ? t.refunded : t.paid}</Table.Cell>
                <Table.Cell textAlign="end">{formatWon(p.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
      {printing ? <PrintTicket order={current} labels={labels} storeName={storeName} onDone={() => setPrinting(false)} /> : null}
    </Modal>
  );
}
