import { Badge, Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { Bill } from '@/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { Pager } from '@/components/pager';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { listBills, useListBills } from '../api/list-bills';
import { rangeProblem, showIsoDate, type BillSearch } from '../search';
import { allPages, CsvButton, ErrorNotice, Figures, RangeNotice, useStoreId, won } from './money-parts';
import { DayRangeFilter } from './period-filter';

const L = koMoney;

const columns: DataColumn<Bill>[] = [
  { key: 'bill_no', header: L.bill.billNo, csv: (r) => r.bill_no },
  {
    key: 'issue_date',
    header: L.bill.issueDate,
    cell: (r) => showIsoDate(r.issue_date),
    csv: (r) => r.issue_date,
  },
  { key: 'buyer_name', header: L.bill.buyer, csv: (r) => r.buyer_name },
  { key: 'buyer_business_no', header: L.bill.businessNo, csv: (r) => r.buyer_business_no },
  {
    key: 'order_count',
    header: L.bill.orderCount,
    align: 'end',
    cell: (r) => L.count(r.order_count),
    csv: (r) => r.order_count,
  },
  {
    key: 'supply_amount',
    header: L.bill.supply,
    align: 'end',
    cell: (r) => won(r.supply_amount),
    csv: (r) => r.supply_amount,
  },
  {
    key: 'vat_amount',
    header: L.bill.vat,
    align: 'end',
    cell: (r) => won(r.vat_amount),
    csv: (r) => r.vat_amount,
  },
  {
    key: 'total_amount',
    header: L.bill.total,
    align: 'end',
    cell: (r) => won(r.total_amount),
    csv: (r) => r.total_amount,
  },
  {
    key: 'status',
    header: L.bill.status,
    cell: (r) => (
      <Badge colorPalette={r.status === 9 ? 'gray' : 'teal'} variant="subtle">
        {L.billStatus[r.status] ?? r.status}
      </Badge>
    ),
    csv: (r) => L.billStatus[r.status] ?? String(r.status),
  },
  { key: 'memo', header: L.bill.memo, cell: (r) => r.memo ?? '', csv: (r) => r.memo ?? '' },
];

export function BillManagerPage({
  search,
  onSearchChange,
}: {
  search: BillSearch;
  onSearchChange(next: Partial<BillSearch>): void;
}) {
  const storeId = useStoreId();
  const navigate = useNavigate();
  const problem = rangeProblem(search.start_date, search.end_date, L);
  const body = { store_id: storeId, ...search };
  const q = useListBills(body, !problem);
  const data = q.data;
  return (
    <ListPage
      title={ko.page.billManager}
      actions={
        <>
          <CsvButton<Bill>
            fileName={`계산서_${search.start_date}-${search.end_date}`}
            columns={columns}
            disabled={!data || data.total_count === 0}
            loadAll={() =>
              allPages((page_no) =>
                listBills({ ...body, page_no }).then((d) => ({
                  rows: d.transaction_list,
                  page_count: d.page_count,
                })),
              )
            }
          />
          <Button
            size="lg"
            colorPalette="teal"
            onClick={() => void navigate({ to: '/bill-edit', search: {} })}
          >
            {L.bill.create}
          </Button>
        </>
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
            { label: L.bill.issued, value: L.count(data.summary.count) },
            { label: L.bill.supply, value: won(data.summary.supply_amount) },
            { label: L.bill.vat, value: won(data.summary.vat_amount) },
            { label: L.bill.total, value: won(data.summary.total_amount) },
          ]}
        />
      ) : null}
      {!problem && !q.error ? (
        <DataTable
          label={ko.page.billManager}
          columns={columns}
          rows={data?.transaction_list ?? []}
          isLoading={q.isLoading}
          emptyText={L.bill.empty}
          rowKey={(r) => r.transaction_id}
          onRowClick={(r) =>
            void navigate({ to: '/bill-edit', search: { transaction_id: r.transaction_id } })
          }
        />
      ) : null}
    </ListPage>
  );
}
