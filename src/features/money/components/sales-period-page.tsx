import { Stack, Text } from '@chakra-ui/react';
import type { SalesDay } from '@/contract';
import { BarChart } from '@/components/bar-chart';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { useListSales } from '../api/list-sales';
import { periodBody, periodProblem, showIsoDate, type PeriodSearch } from '../search';
import { CsvButton, ErrorNotice, Figures, RangeNotice, useStoreId, won } from './money-parts';
import { PeriodFilter } from './period-filter';

const L = koMoney;

/** 1,250,000 → 125만 on chart axes. */
export const compactWon = (n: number) =>
  n >= 10_000
    ? `${(n / 10_000).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}만`
    : n.toLocaleString('ko-KR');

const columns: DataColumn<SalesDay>[] = [
  {
    key: 'sales_date',
    header: L.sales.date,
    cell: (r) => showIsoDate(r.sales_date),
    csv: (r) => r.sales_date,
  },
  {
    key: 'approved_count',
    header: L.sales.approvedCount,
    align: 'end',
    cell: (r) => L.count(r.approved_count),
    csv: (r) => r.approved_count,
  },
  {
    key: 'approved_amount',
    header: L.sales.approvedAmount,
    align: 'end',
    cell: (r) => won(r.approved_amount),
    csv: (r) => r.approved_amount,
  },
  {
    key: 'cash_amount',
    header: L.sales.cash,
    align: 'end',
    cell: (r) => won(r.cash_amount),
    csv: (r) => r.cash_amount,
  },
  {
    key: 'non_cash_amount',
    header: L.sales.nonCash,
    align: 'end',
    cell: (r) => won(r.non_cash_amount),
    csv: (r) => r.non_cash_amount,
  },
  {
    key: 'cancelled_count',
    header: L.sales.cancelledCount,
    align: 'end',
    cell: (r) => L.count(r.cancelled_count),
    csv: (r) => r.cancelled_count,
  },
  {
    key: 'cancelled_amount',
    header: L.sales.cancelledAmount,
    align: 'end',
    cell: (r) => won(r.cancelled_amount),
    csv: (r) => r.cancelled_amount,
  },
];

export function SalesPeriodPage({
  search,
  onSearchChange,
}: {
  search: PeriodSearch;
  onSearchChange(next: Partial<PeriodSearch>): void;
}) {
  const storeId = useStoreId();
  const problem = periodProblem(search, koMoney);
  const q = useListSales(periodBody(storeId, search), !problem);
  const data = q.data;
  const empty = data ? data.total.approved_count + data.total.cancelled_count === 0 : false;
  const t = data?.total;
  return (
    <ListPage
      title={ko.page.salesPeriod}
      actions={
        <CsvButton<SalesDay>
          fileName={`기간별매출_${data?.start_date ?? ''}_${data?.end_date ?? ''}`}
          columns={columns}
          rows={data && t ? [...data.sales_list, { sales_date: L.total, ...t }] : []}
          disabled={!data || empty}
        />
      }
      filters={
        <PeriodFilter
          mode={search.mode}
          start={search.start_date}
          end={search.end_date}
          month={search.month}
          onChange={onSearchChange}
        />
      }
    >
      <RangeNotice message={problem} />
      <ErrorNotice error={q.error} />
      {data && t && !problem ? (
        <Stack gap="4">
          <Text color="fg.muted">
            {L.sales.rangeLabel(showIsoDate(data.start_date), showIsoDate(data.end_date))} · {L.sales.note}
          </Text>
          <Figures
            items={[
              { label: L.sales.approvedAmount, value: won(t.approved_amount) },
              { label: L.sales.approvedCount, value: L.count(t.approved_count) },
              { label: L.sales.cancelledAmount, value: won(t.cancelled_amount), tone: 'danger' },
            ]}
          />
          {empty ? null : (
            <BarChart
              title={L.sales.chartTitle}
              data={data.sales_list.map((d) => ({
                label: d.sales_date.slice(5).replace('-', '/'),
                value: d.approved_amount,
                line: d.cancelled_amount,
              }))}
              formatValue={won}
              formatTick={compactWon}
              barLabel={L.sales.chartBar}
              lineLabel={L.sales.chartLine}
            />
          )}
          <DataTable
            label={ko.page.salesPeriod}
            columns={columns}
            rows={empty ? [] : data.sales_list}
            emptyText={L.sales.empty}
            rowKey={(r) => r.sales_date}
            totals={{
              sales_date: L.total,
              approved_count: L.count(t.approved_count),
              approved_amount: won(t.approved_amount),
              cash_amount: won(t.cash_amount),
              non_cash_amount: won(t.non_cash_amount),
              cancelled_count: L.count(t.cancelled_count),
              cancelled_amount: won(t.cancelled_amount),
            }}
          />
        </Stack>
      ) : null}
      {q.isLoading ? <DataTable columns={columns} rows={[]} isLoading rowKey={(r) => r.sales_date} /> : null}
    </ListPage>
  );
}
