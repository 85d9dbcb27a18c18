import { useState } from 'react';
import { Field } from '@chakra-ui/react';
import { CodeColumn, type PaymentRow } from '@/contract';
import { DataTable } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { Pager } from '@/components/pager';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { codeOptions } from '@/lib/codes';
import { listPayments, useListPayments } from '../api/list-payments';
import { rangeProblem, type PaymentSearch } from '../search';
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

export function PaymentManagerPage({
  search,
  onSearchChange,
}: {
  search: PaymentSearch;
  onSearchChange(next: Partial<PaymentSearch>): void;
}) {
  const storeId = useStoreId();
  const labels = useCodeLabels();
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const problem = rangeProblem(search.start_date, search.end_date, L);
  const body = { store_id: storeId, ...search };
  const q = useListPayments(body, !problem);
  const columns = paymentColumns(labels, { onReceipt: (r) => setReceiptId(r.payment_id) });
  const orderTypes = [
    ...codeOptions(labels.codeList, CodeColumn.ORDER_TYPE),
    { label: L.noOrder, value: '0' },
  ];
  const data = q.data;

  return (
    <ListPage
      title={ko.page.paymentManager}
      actions={
        <CsvButton<PaymentRow>
          fileName={`결제내역_${search.start_date}-${search.end_date}`}
          columns={columns}
          disabled={!data || data.total_count === 0}
          loadAll={() =>
            allPages((page_no) =>
              listPayments({ ...body, page_no }).then((d) => ({
                rows: d.payment_list,
                page_count: d.page_count,
              })),
            )
          }
        />
      }
      filters={
        <>
          <DayRangeFilter
            start={search.start_date}
            end={search.end_date}
            onChange={(r) => onSearchChange({ ...r, page_no: 1 })}
          />
          <Field.Root w="auto">
            <Field.Label>{L.payment.payType}</Field.Label>
            <SelectBox
              label={L.payment.payType}
              size="lg"
              value={search.pay_type}
              options={codeOptions(labels.codeList, CodeColumn.PAY_TYPE)}
              onChange={(pay_type) => onSearchChange({ pay_type, page_no: 1 })}
            />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>{L.payment.orderType}</Field.Label>
            <SelectBox
              label={L.payment.orderType}
              size="lg"
              value={search.order_type}
              options={orderTypes}
              onChange={(order_type) => onSearchChange({ order_type, page_no: 1 })}
            />
          </Field.Root>
        </>
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
            { label: L.total, value: L.count(data.total_count) },
          ]}
        />
      ) : null}
      {!problem ? (
        <DataTable
          label={ko.page.paymentManager}
          columns={columns}
          rows={data?.payment_list ?? []}
          isLoading={q.isLoading}
          emptyText={L.payment.empty}
          rowKey={(r) => r.payment_id}
        />
      ) : null}
      <ReceiptModal storeId={storeId} paymentId={receiptId} onClose={() => setReceiptId(null)} />
    </ListPage>
  );
}
