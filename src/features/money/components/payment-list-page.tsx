import { useState, type ReactNode } from 'react';
import { Button, Field } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { CodeColumn, type MoneySummary, type PaymentRow } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { allPages, DataTable, type DataColumn, type DataTableQuery } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { codeOptions } from '@/lib/codes';
import { useCancelPaymentWithoutOrder } from '../api/cancel-payment-without-order';
import { listPayments, useListPayments } from '../api/list-payments';
import { listPaymentsWithoutOrder, useListPaymentsWithoutOrder } from '../api/list-payments-without-order';
import { rangeProblem, type PaymentSearch, type RangeSearch } from '../search';
import { Figures, RangeNotice, useCodeLabels, useStoreId, won, type Figure } from './money-parts';
import { paymentColumns } from './payment-columns';
import { DayRangeFilter } from './period-filter';
import { ReceiptModal } from './receipt-modal';

const L = koMoney;

/** A page of a payment list as the calls answer it. */
export interface PaymentPage<R> {
  page_no: number;
  page_count: number;
  total_count: number;
  summary: MoneySummary;
  rows: R[];
}

/** Approved and cancelled sums of the filter (the server's, over every page). */
export function paymentFigures(summary: MoneySummary): Figure[] {
  return [
    {
      label: L.payment.approvedSum,
      value: `${won(summary.approved_amount)} · ${L.count(summary.approved_count)}`,
    },
    {
      label: L.payment.cancelledSum,
      value: `${won(summary.cancelled_amount)} · ${L.count(summary.cancelled_count)}`,
      tone: 'danger',
    },
  ];
}

/**
 * The body of a paged payment list: the figures, the table with its pager and a CSV of every page.
 * `fetchPage` reads one page for the CSV; the receipt button opens the receipt of a row.
 */
export function PaymentsView<R extends PaymentRow>({
  label,
  columns,
  query,
  data,
  fetchPage,
  fileName,
  emptyText,
  figures = [],
  onPageChange,
}: {
  label: string;
  columns: DataColumn<R>[];
  query: DataTableQuery;
  data: PaymentPage<R> | undefined;
  fetchPage(pageNo: number): Promise<PaymentPage<R>>;
  fileName: string;
  emptyText: string;
  figures?: Figure[];
  onPageChange(pageNo: number): void;
}) {
  return (
    <>
      {data ? <Figures items={[...paymentFigures(data.summary), ...figures]} /> : null}
      <DataTable
        label={label}
        columns={columns}
        rows={data?.rows}
        query={query}
        emptyText={emptyText}
        rowKey={(r) => r.payment_id}
        page={data}
        onPageChange={onPageChange}
        csv={{
          fileName,
          loadAll: () =>
            allPages((p) => fetchPage(p).then((d) => ({ rows: d.rows, page_count: d.page_count }))),
        }}
      />
    </>
  );
}

/** What differs between /payment-manager and /payment-without-order-list. */
export interface PaymentListConfig<S extends RangeSearch> {
  title: string;
  /** The CSV file name before the dates. */
  fileName: string;
  emptyText: string;
  useList(
    body: S & { store_id: number },
    enabled: boolean,
  ): DataTableQuery & {
    data: PaymentPage<PaymentRow> | undefined;
  };
  fetchPage(body: S & { store_id: number }): Promise<PaymentPage<PaymentRow>>;
  Filters?(props: { search: S; onChange(next: Partial<S>): void }): ReactNode;
  /** Shows the number of payments next to the sums. */
  countFigure?: boolean;
  /** A per-row action column and what it opens. */
  useAction?(storeId: number): { column: DataColumn<PaymentRow>; element: ReactNode };
}

/** A payment list screen: day range (and the config's filters), sums, table, receipts, CSV. */
export function PaymentListPage<S extends RangeSearch>({
  config,
  search,
  onSearchChange,
}: {
  config: PaymentListConfig<S>;
  search: S;
  onSearchChange(next: Partial<S>): void;
}) {
  const storeId = useStoreId();
  const labels = useCodeLabels();
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const problem = rangeProblem(search.start_date, search.end_date, L);
  const body = { ...search, store_id: storeId };
  const q = config.useList(body, !problem);
  const action = config.useAction?.(storeId);
  const columns = paymentColumns(labels, {
    onReceipt: (r) => setReceiptId(r.payment_id),
    action: action?.column,
  });
  const { Filters } = config;
  return (
    <ListPage
      title={config.title}
      filters={
        <>
          <DayRangeFilter
            start={search.start_date}
            end={search.end_date}
            onChange={(r) => onSearchChange({ ...r, page_no: 1 } as Partial<S>)}
          />
          {Filters ? <Filters search={search} onChange={onSearchChange} /> : null}
        </>
      }
    >
      {problem ? (
        <RangeNotice message={problem} />
      ) : (
        <PaymentsView
          label={config.title}
          columns={columns}
          query={q}
          data={q.data}
          fetchPage={(page_no) => config.fetchPage({ ...body, page_no })}
          fileName={`${config.fileName}_${search.start_date}-${search.end_date}`}
          emptyText={config.emptyText}
          figures={
            config.countFigure && q.data ? [{ label: L.total, value: L.count(q.data.total_count) }] : []
          }
          onPageChange={(page_no) => onSearchChange({ page_no } as Partial<S>)}
        />
      )}
      <ReceiptModal storeId={storeId} paymentId={receiptId} onClose={() => setReceiptId(null)} />
      {action?.element}
    </ListPage>
  );
}

const asPage = (d: { payment_list: PaymentRow[] } & Omit<PaymentPage<PaymentRow>, 'rows'>) => ({
  ...d,
  rows: d.payment_list,
});

function PayFilters({
  search,
  onChange,
}: {
  search: PaymentSearch;
  onChange(next: Partial<PaymentSearch>): void;
}) {
  const labels = useCodeLabels();
  const orderTypes = [
    ...codeOptions(labels.codeList, CodeColumn.ORDER_TYPE),
    { label: L.noOrder, value: '0' },
  ];
  return (
    <>
      <Field.Root w="auto">
        <Field.Label>{L.payment.payType}</Field.Label>
        <SelectBox
          label={L.payment.payType}
          size="lg"
          value={search.pay_type}
          options={codeOptions(labels.codeList, CodeColumn.PAY_TYPE)}
          onChange={(pay_type) => onChange({ pay_type, page_no: 1 })}
        />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>{L.payment.orderType}</Field.Label>
        <SelectBox
          label={L.payment.orderType}
          size="lg"
          value={search.order_type}
          options={orderTypes}
          onChange={(order_type) => onChange({ order_type, page_no: 1 })}
        />
      </Field.Root>
    </>
  );
}

/** /payment-manager: every payment of the store, filtered by pay type and order type. */
export const paymentManagerList: PaymentListConfig<PaymentSearch> = {
  title: ko.page.paymentManager,
  fileName: '결제내역',
  emptyText: L.payment.empty,
  useList: (body, enabled) => {
    const q = useListPayments(body, enabled);
    return { ...q, data: q.data && asPage(q.data) };
  },
  fetchPage: (body) => listPayments(body).then(asPage),
  Filters: PayFilters,
  countFigure: true,
};

/** The cancel button of a payment without an order, and its confirmation. */
function useCancelWithoutOrder(storeId: number) {
  const [pending, setPending] = useState<PaymentRow | null>(null);
  const cancel = useCancelPaymentWithoutOrder({
    onSuccess: () => {
      toast.success(L.withoutOrder.done);
      setPending(null);
    },
    onError: () => setPending(null),
  });
  const column: DataColumn<PaymentRow> = {
    key: 'cancel',
    header: L.withoutOrder.cancel,
    cell: (r) =>
      r.payment_status === 1 ? (
        <Button size="md" colorPalette="red" variant="outline" onClick={() => setPending(r)}>
          {L.withoutOrder.cancel}
        </Button>
      ) : null,
  };
  const element = (
    <ConfirmDialog
      open={pending !== null}
      cancelLabel={L.cancel}
      title={L.withoutOrder.confirmTitle}
      body={pending ? L.withoutOrder.confirmBody(won(pending.amount), pending.approval_no ?? '-') : ''}
      confirmLabel={L.withoutOrder.cancel}
      danger
      busy={cancel.isPending}
      onClose={() => setPending(null)}
      onConfirm={() => pending && cancel.mutate({ store_id: storeId, payment_id: pending.payment_id })}
    />
  );
  return { column, element };
}

/** /payment-without-order-list: payments taken without an order; those approved can be cancelled. */
export const paymentWithoutOrderList: PaymentListConfig<RangeSearch> = {
  title: ko.page.paymentWithoutOrderList,
  fileName: '주문없는결제',
  emptyText: L.withoutOrder.empty,
  useList: (body, enabled) => {
    const q = useListPaymentsWithoutOrder(body, enabled);
    return { ...q, data: q.data && asPage(q.data) };
  },
  fetchPage: (body) => listPaymentsWithoutOrder(body).then(asPage),
  useAction: useCancelWithoutOrder,
};
