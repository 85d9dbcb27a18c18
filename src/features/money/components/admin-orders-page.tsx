import { Badge, Checkbox, Field, Text } from '@chakra-ui/react';
import type { z } from 'zod/mini';
import { CodeColumn, type adminOrderRowSchema } from '@/contract';
import { allPages, DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { codeOptions } from '@/lib/codes';
import { formatDateTime } from '@/lib/format';
import { listAdminOrders, useListAdminOrders } from '../api/list-admin-orders';
import { rangeProblem, type AdminOrderSearch } from '../search';
import { Figures, RangeNotice, useCodeLabels, useStoreId, won, wonColumn } from './money-parts';
import { DayRangeFilter } from './period-filter';

const L = koMoney;
type AdminOrder = z.infer<typeof adminOrderRowSchema>;

/** /kt-payment: orders beside their payments, so what was ordered and what was paid can be checked. */
export function AdminOrdersPage({
  search,
  onSearchChange,
}: {
  search: AdminOrderSearch;
  onSearchChange(next: Partial<AdminOrderSearch>): void;
}) {
  const storeId = useStoreId();
  const labels = useCodeLabels();
  const problem = rangeProblem(search.start_date, search.end_date, L);
  const body = { store_id: storeId, ...search };
  const q = useListAdminOrders(body, !problem);
  const data = q.data;
  const columns: DataColumn<AdminOrder>[] = [
    { key: 'order_no', header: L.admin.orderNo, csv: (r) => r.order_no },
    {
      key: 'created_at',
      header: L.admin.orderedAt,
      cell: (r) => formatDateTime(r.created_at),
      csv: (r) => formatDateTime(r.created_at),
    },
    {
      key: 'order_type',
      header: L.admin.orderType,
      cell: (r) => labels.orderType(r.order_type),
      csv: (r) => labels.orderType(r.order_type),
    },
    {
      key: 'order_status',
      header: L.admin.orderStatus,
      cell: (r) => labels.orderStatus(r.order_status),
      csv: (r) => labels.orderStatus(r.order_status),
    },
    {
      key: 'customer_name',
      header: L.admin.customer,
      cell: (r) => r.customer_name ?? '-',
      csv: (r) => r.customer_name ?? '',
    },
    {
      key: 'pay_type',
      header: L.payment.payType,
      cell: (r) => labels.payType(r.pay_type),
      csv: (r) => labels.payType(r.pay_type),
    },
    wonColumn('discount_amount', L.admin.discountAmount),
    wonColumn('total_amount', L.admin.orderAmount),
    wonColumn('paid_amount', L.admin.paidAmount),
    wonColumn('cancelled_amount', L.admin.cancelledAmount),
    {
      key: 'approval_no',
      header: L.admin.approvalNo,
      cell: (r) => r.approval_no ?? '-',
      csv: (r) => r.approval_no ?? '',
    },
    {
      key: 'mismatch',
      header: L.admin.check,
      cell: (r) => (
        <Badge colorPalette={r.mismatch === 0 ? 'green' : 'red'} variant="subtle">
          {L.mismatch[r.mismatch] ?? r.mismatch}
        </Badge>
      ),
      csv: (r) => L.mismatch[r.mismatch] ?? String(r.mismatch),
    },
  ];
  return (
    <ListPage
      title={ko.page.ktPayment}
      filters={
        <>
          <DayRangeFilter
            start={search.start_date}
            end={search.end_date}
            onChange={(r) => onSearchChange({ ...r, page_no: 1 })}
          />
          <Field.Root w="auto">
            <Field.Label>{L.admin.orderStatus}</Field.Label>
            <SelectBox
              label={L.admin.orderStatus}
              size="lg"
              value={search.order_status}
              options={codeOptions(labels.codeList, CodeColumn.ORDER_STATUS, { activeOnly: true })}
              onChange={(order_status) => onSearchChange({ order_status, page_no: 1 })}
            />
          </Field.Root>
          <Checkbox.Root
            size="lg"
            checked={search.only_mismatch === 1}
            onCheckedChange={(d) => onSearchChange({ only_mismatch: d.checked === true ? 1 : 0, page_no: 1 })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{L.admin.onlyMismatch}</Checkbox.Label>
          </Checkbox.Root>
        </>
      }
    >
      <RangeNotice message={problem} />
      <Text color="fg.muted" mb="3">
        {L.admin.note}
      </Text>
      {data && !problem ? (
        <Figures
          items={[
            {
              label: L.admin.orderAmount,
              value: `${won(data.summary.order_amount)} · ${L.count(data.summary.order_count)}`,
            },
            { label: L.admin.paidAmount, value: won(data.summary.paid_amount) },
            { label: L.admin.cancelledAmount, value: won(data.summary.cancelled_amount) },
            {
              label: L.admin.check,
              value: L.admin.mismatchCount(data.summary.mismatch_count),
              tone: data.summary.mismatch_count ? 'danger' : undefined,
            },
          ]}
        />
      ) : null}
      {!problem ? (
        <DataTable
          label={ko.page.ktPayment}
          columns={columns}
          rows={data?.order_list}
          query={q}
          emptyText={search.only_mismatch ? L.admin.emptyMismatch : L.admin.empty}
          rowKey={(r) => r.order_id}
          page={data}
          onPageChange={(page_no) => onSearchChange({ page_no })}
          csv={{
            fileName: `관리자주문_${search.start_date}-${search.end_date}`,
            loadAll: () =>
              allPages((page_no) =>
                listAdminOrders({ ...body, page_no }).then((d) => ({
                  rows: d.order_list,
                  page_count: d.page_count,
                })),
              ),
          }}
        />
      ) : null}
    </ListPage>
  );
}
