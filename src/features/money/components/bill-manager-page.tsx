import { Badge, Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { Bill } from '@/contract';
import { allPages, DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { listBills, useListBills } from '../api/list-bills';
import { rangeProblem, showIsoDate, type BillSearch } from '../search';
import { countColumn, Figures, RangeNotice, useStoreId, won, wonColumn } from './money-parts';
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
  countColumn('order_count', L.bill.orderCount),
  wonColumn('supply_amount', L.bill.supply),
  wonColumn('vat_amount', L.bill.vat),
  wonColumn('total_amount', L.bill.total),
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
        <Button size="lg" colorPalette="teal" onClick={() => void navigate({ to: '/bill-edit', search: {} })}>
          {L.bill.create}
        </Button>
      }
      filters={
        <DayRangeFilter
          start={search.start_date}
          end={search.end_date}
          onChange={(r) => onSearchChange({ ...r, page_no: 1 })}
        />
      }
    >
      <RangeNotice message={problem} />
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
      {!problem ? (
        <DataTable
          label={ko.page.billManager}
          columns={columns}
          rows={data?.transaction_list}
          query={q}
          emptyText={L.bill.empty}
          rowKey={(r) => r.transaction_id}
          page={data}
          onPageChange={(page_no) => onSearchChange({ page_no })}
          csv={{
            fileName: `계산서_${search.start_date}-${search.end_date}`,
            loadAll: () =>
              allPages((page_no) =>
                listBills({ ...body, page_no }).then((d) => ({
                  rows: d.transaction_list,
                  page_count: d.page_count,
                })),
              ),
          }}
          onRowClick={(r) =>
            void navigate({ to: '/bill-edit', search: { transaction_id: r.transaction_id } })
          }
        />
      ) : null}
    </ListPage>
  );
}
