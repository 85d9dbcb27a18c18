import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import toast from '@/lib/toast';
import type { PaymentRow } from '@/contract';
import { DataTable } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { Pager } from '@/components/pager';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCancelPaymentWithoutOrder } from '../api/cancel-payment-without-order';
import { listPaymentsWithoutOrder, useListPaymentsWithoutOrder } from '../api/list-payments-without-order';
import { rangeProblem, type RangeSearch } from '../search';
import {
  allPages,
  CsvButton,
  ErrorNotice,
  Figures,
  RangeNotice,
  useCodeLabels,
  useStoreId,
  won,
} from './money-parts';
import { paymentColumns } from './payment-columns';
import { DayRangeFilter } from './period-filter';
import { ReceiptModal } from './receipt-modal';

const L = koMoney;

export function PaymentWithoutOrderPage({
  search,
  onSearchChange,
}: {
  search: RangeSearch;
  onSearchChange(next: Partial<RangeSearch>): void;
}) {
  const storeId = useStoreId();
  const labels = useCodeLabels();
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const [pending, setPending] = useState<{ row: PaymentRow } | null>(null);
  const problem = rangeProblem(search.start_date, search.end_date, L);
  const body = { store_id: storeId, ...search };
  const q = useListPaymentsWithoutOrder(body, !problem);
  const cancel = useCancelPaymentWithoutOrder({
    onSuccess: () => {
      toast.success(L.withoutOrder.done);
      setPending(null);
    },
    onError: () => setPending(null),
  });
  const columns = paymentColumns(labels, {
    onReceipt: (r) => setReceiptId(r.payment_id),
    action: {
      key: 'cancel',
      header: L.withoutOrder.cancel,
      cell: (r) =>
        r.payment_status === 1 ? (
          <Button size="md" colorPalette="red" variant="outline" onClick={() => setPending({ row: r })}>
            {L.withoutOrder.cancel}
          </Button>
        ) : null,
    },
  });
  const data = q.data;
  return (
    <ListPage
      title={ko.page.paymentWithoutOrderList}
      actions={
        <CsvButton<PaymentRow>
          fileName={`주문없는결제_${search.start_date}-${search.end_date}`}
          columns={columns}
          disabled={!data || data.total_count === 0}
          loadAll={() =>
            allPages((page_no) =>
              listPaymentsWithoutOrder({ ...body, page_no }).then((d) => ({
                rows: d.payment_list,
                page_count: d.page_count,
              })),
            )
          }
        />
      }
      filters={
        <DayRangeFilter
          start={search.start_date}
          end={search.end_date}
          onChange={(r) => onSearchChange({ ...r, page_no: 1 })}
        />
      }
      pager={
        data ? (
          <Pager
            pageNo={data.page_no}
            pageCount={data.page_count}
            onChange={(page_no) => onSearchChange({ page_no })}
          />
        ) : null
      }
    >
      <RangeNotice message={problem} />
      <ErrorNotice error={q.error} />
      {data && !problem ? (
        <Figures
          items={[
            {
              label: L.payment.approvedSum,
              value: `${won(data.summary.approved_amount)} · ${L.count(data.summary.approved_count)}`,
            },
            {
              label: L.payment.cancelledSum,
              value: `${won(data.summary.cancelled_amount)} · ${L.count(data.summary.cancelled_count)}`,
              tone: 'danger',
            },
          ]}
        />
      ) : null}
      {!problem && !q.error ? (
        <DataTable
          columns={columns}
          rows={data?.payment_list ?? []}
          isLoading={q.isLoading}
          emptyText={L.withoutOrder.empty}
          rowKey={(r) => r.payment_id}
        />
      ) : null}
      <ReceiptModal storeId={storeId} paymentId={receiptId} onClose={() => setReceiptId(null)} />
      <ConfirmDialog
        open={pending !== null}
        cancelLabel={L.cancel}
        title={L.withoutOrder.confirmTitle}
        body={
          pending ? L.withoutOrder.confirmBody(won(pending.row.amount), pending.row.approval_no ?? '-') : ''
        }
        confirmLabel={L.withoutOrder.cancel}
        danger
        busy={cancel.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && cancel.mutate({ store_id: storeId, payment_id: pending.row.payment_id })}
      />
    </ListPage>
  );
}
