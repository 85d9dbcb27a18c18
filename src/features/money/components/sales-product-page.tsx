import { Stack, Text } from '@chakra-ui/react';
import { BarChart } from '@/components/bar-chart';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import type { productStatSchema } from '@/contract';
import type { z } from 'zod/mini';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { useGetProductStats } from '../api/get-product-stats';
import { periodBody, periodProblem, showIsoDate, type PeriodSearch } from '../search';
import { CsvButton, ErrorNotice, Figures, RangeNotice, useStoreId, won } from './money-parts';
import { PeriodFilter } from './period-filter';
import { compactWon } from './sales-period-page';

const L = koMoney;
type ProductStat = z.infer<typeof productStatSchema> & { share?: number };

export function SalesProductPage({
  search,
  onSearchChange,
}: {
  search: PeriodSearch;
  onSearchChange(next: Partial<PeriodSearch>): void;
}) {
  const storeId = useStoreId();
  const problem = periodProblem(search, koMoney);
  const q = useGetProductStats(periodBody(storeId, search), !problem);
  const data = q.data;
  const total = data?.total;
  const share = (amount: number) =>
    total && total.amount > 0 ? `${((amount / total.amount) * 100).toFixed(1)}%` : '-';
  const columns: DataColumn<ProductStat>[] = [
    { key: 'product_name', header: L.product.name, csv: (r) => r.product_name },
    {
      key: 'quantity',
      header: L.product.quantity,
      align: 'end',
      cell: (r) => r.quantity.toLocaleString('ko-KR'),
      csv: (r) => r.quantity,
    },
    {
      key: 'order_count',
      header: L.product.orderCount,
      align: 'end',
      cell: (r) => L.count(r.order_count),
      csv: (r) => r.order_count,
    },
    {
      key: 'amount',
      header: L.product.amount,
      align: 'end',
      cell: (r) => won(r.amount),
      csv: (r) => r.amount,
    },
    {
      key: 'share',
      header: L.product.share,
      align: 'end',
      cell: (r) => share(r.amount),
      csv: (r) => share(r.amount),
    },
  ];
  const rows = data?.product_list ?? [];
  return (
    <ListPage
      title={ko.page.salesProduct}
      actions={
        <CsvButton<ProductStat>
          fileName={`메뉴별매출_${data?.start_date ?? ''}_${data?.end_date ?? ''}`}
          columns={columns}
          rows={rows}
          disabled={rows.length === 0}
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
      {data && total && !problem ? (
        <Stack gap="4">
          <Text color="fg.muted">
            {L.sales.rangeLabel(showIsoDate(data.start_date), showIsoDate(data.end_date))} · {L.product.note}
          </Text>
          <Figures
            items={[
              { label: L.product.amount, value: won(total.amount) },
              { label: L.product.quantity, value: total.quantity.toLocaleString('ko-KR') },
              { label: L.product.orderCount, value: L.count(total.order_count) },
            ]}
          />
          {rows.length > 0 ? (
            <BarChart
              title={L.product.chartTitle}
              data={rows
                .slice(0, 10)
                .map((p) => ({
                  label: p.product_name.length > 7 ? `${p.product_name.slice(0, 6)}…` : p.product_name,
                  value: p.amount,
                }))}
              formatValue={won}
              formatTick={compactWon}
            />
          ) : null}
          <DataTable
            label={ko.page.salesProduct}
            columns={columns}
            rows={rows}
            emptyText={L.product.empty}
            rowKey={(r) => r.product_id}
            totals={{
              product_name: L.total,
              quantity: total.quantity.toLocaleString('ko-KR'),
              order_count: L.count(total.order_count),
              amount: won(total.amount),
              share: rows.length ? '100%' : '',
            }}
          />
        </Stack>
      ) : null}
    </ListPage>
  );
}
