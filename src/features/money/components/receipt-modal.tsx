import { Box, Button, HStack, Separator, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Modal } from '@/components/modal';
import { koMoney } from '@/i18n/ko-money';
import { formatDateTime } from '@/lib/format';
import { useGetReceipt } from '../api/get-receipt';
import { ErrorNotice, useCodeLabels, won } from './money-parts';

const L = koMoney;

/** Print only the receipt, not the screen behind the dialog. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] { position: fixed; left: 0; top: 0; width: 80mm; }
}`;

export function ReceiptModal({
  storeId,
  paymentId,
  onClose,
}: {
  storeId: number;
  paymentId: number | null;
  onClose(): void;
}) {
  const q = useGetReceipt(storeId, paymentId);
  const labels = useCodeLabels();
  const r = q.data;
  return (
    <Modal
      open={paymentId !== null}
      onClose={onClose}
      title={L.receipt.title}
      footer={
        <Button size="lg" colorPalette="teal" onClick={() => window.print()} disabled={!r}>
          {L.receipt.print}
        </Button>
      }
    >
      <style>{PRINT_CSS}</style>
      {q.isLoading ? <Spinner /> : null}
      <ErrorNotice error={q.error} />
      {r ? (
        <Stack gap="2" data-receipt fontFamily="mono" fontSize="sm">
          <Text fontWeight="bold" fontSize="lg" textAlign="center">
            {r.store.store_name}
          </Text>
          {r.store.store_address ? <Text>{`${L.receipt.address}: ${r.store.store_address}`}</Text> : null}
          {r.store.store_phone ? <Text>{`${L.receipt.phone}: ${r.store.store_phone}`}</Text> : null}
          <Separator />
          {r.order ? (
            <>
              <Text>{`${L.payment.orderNo}: ${r.order.order_no} (${labels.orderType(r.order.order_type)})`}</Text>
              <Text>{`${L.receipt.orderedAt}: ${formatDateTime(r.order.created_at)}`}</Text>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{L.receipt.item}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{L.receipt.qty}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{L.receipt.price}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {r.order.items.map((i, k) => {
                    const unit = i.price + i.options.reduce((s, o) => s + o.option_price, 0);
                    return (
                      <Table.Row key={k}>
                        <Table.Cell>
                          {i.product_name}
                          {i.options.length ? ` (${i.options.map((o) => o.option_name).join(', ')})` : ''}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{i.quantity}</Table.Cell>
                        <Table.Cell textAlign="end">{won(unit * i.quantity)}</Table.Cell>
                      </Table.Row>
                    );
                  })}
                  {(r.order.discounts ?? []).map((d, k) => (
                    <Table.Row key={`d${k}`}>
                      <Table.Cell colSpan={2}>{d.label}</Table.Cell>
                      <Table.Cell textAlign="end">{d.amount ? `-${won(d.amount)}` : '0원'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </>
          ) : (
            <Text>{L.receipt.noOrder}</Text>
          )}
          <Separator />
          <Row label={L.receipt.supply} value={won(r.supply_amount)} />
          <Row label={L.receipt.vat} value={won(r.vat_amount)} />
          <Row label={L.receipt.total} value={won(r.payment.amount)} bold />
          <Separator />
          <Row label={L.payment.payType} value={labels.payType(r.payment.pay_type)} />
          {r.payment.card_name ? <Row label={L.payment.card} value={r.payment.card_name} /> : null}
          <Row label={L.payment.approvalNo} value={r.payment.approval_no ?? '-'} />
          <Row label={L.payment.approvedAt} value={formatDateTime(r.payment.approved_at)} />
          <Row label={L.payment.status} value={L.paymentStatus[r.payment.payment_status] ?? ''} />
          {r.payment.cancelled_at ? (
            <Row label={L.payment.cancelledAt} value={formatDateTime(r.payment.cancelled_at)} />
          ) : null}
        </Stack>
      ) : (
        <Box />
      )}
    </Modal>
  );
}

function Row({ label, value, bold }: { label: string; value: string; bold?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={bold ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
}
