import { Badge, Button } from '@chakra-ui/react';
import type { PaymentRow } from '@/contract';
import type { DataColumn } from '@/components/data-table';
import { koMoney } from '@/i18n/ko-money';
import { formatDateTime } from '@/lib/format';
import { wonColumn, type useCodeLabels } from './money-parts';

const L = koMoney;

/** Columns of a payment list; `onReceipt` adds the receipt button, `action` a per-row action. */
export function paymentColumns(
  labels: ReturnType<typeof useCodeLabels>,
  opts: { onReceipt?(row: PaymentRow): void; action?: DataColumn<PaymentRow> } = {},
): DataColumn<PaymentRow>[] {
  const cols: DataColumn<PaymentRow>[] = [
    { key: 'payment_id', header: L.payment.id, csv: (r) => r.payment_id },
    {
      key: 'approved_at',
      header: L.payment.approvedAt,
      cell: (r) => formatDateTime(r.approved_at),
      csv: (r) => formatDateTime(r.approved_at),
    },
    {
      key: 'order_no',
      header: L.payment.orderNo,
      cell: (r) => r.order_no ?? '-',
      csv: (r) => r.order_no ?? '',
    },
    {
      key: 'order_type',
      header: L.payment.orderType,
      cell: (r) => labels.orderType(r.order_type),
      csv: (r) => labels.orderType(r.order_type),
    },
    {
      key: 'pay_type',
      header: L.payment.payType,
      cell: (r) => labels.payType(r.pay_type),
      csv: (r) => labels.payType(r.pay_type),
    },
    {
      key: 'card_name',
      header: L.payment.card,
      cell: (r) => r.card_name ?? '-',
      csv: (r) => r.card_name ?? '',
    },
    {
      key: 'approval_no',
      header: L.payment.approvalNo,
      cell: (r) => r.approval_no ?? '-',
      csv: (r) => r.approval_no ?? '',
    },
    {
      key: 'payment_status',
      header: L.payment.status,
      cell: (r) => (
        <Badge colorPalette={r.payment_status === 9 ? 'red' : 'green'} variant="subtle">
          {L.paymentStatus[r.payment_status] ?? r.payment_status}
        </Badge>
      ),
      csv: (r) => L.paymentStatus[r.payment_status] ?? String(r.payment_status),
    },
    wonColumn('amount', L.payment.amount),
    {
      key: 'cancelled_at',
      header: L.payment.cancelledAt,
      cell: (r) => (r.cancelled_at ? formatDateTime(r.cancelled_at) : '-'),
      csv: (r) => (r.cancelled_at ? formatDateTime(r.cancelled_at) : ''),
    },
  ];
  if (opts.onReceipt) {
    const open = opts.onReceipt;
    cols.push({
      key: 'receipt',
      header: L.payment.receipt,
      cell: (r) => (
        <Button
          size="md"
          variant="outline"
          onClick={() => open(r)}
          aria-label={`${L.payment.receipt} ${r.payment_id}`}
        >
          {L.payment.receipt}
        </Button>
      ),
    });
  }
  if (opts.action) cols.push(opts.action);
  return cols;
}
