import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BarChart } from '@/components/bar-chart';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import type { MoneySummary } from '@/contract';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { useListSalesTypes } from '../api/list-sales-types';
import { periodBody, periodProblem, showIsoDate, type PeriodSearch } from '../search';
import { CsvButton, ErrorNotice, Figures, RangeNotice, useCodeLabels, useStoreId, won } from './money-parts';
import { PeriodFilter } from './period-filter';
import { compactWon } from './sales-period-page';

const L = koMoney;
type TypeRow = MoneySummary & { type: number; kind: string; name: string };

export function SalesTypesPage({
  search,
  onSearchChange,
}: {
  search: PeriodSearch;
  onSearchChange(next: Partial<PeriodSearch>): void;
}) {
  const storeId = useStoreId();
  const labels = useCodeLabels();
  const problem = periodProblem(search, koMoney);
  const q = useListSalesTypes(periodBody(storeId, search), !problem);
  const data = q.data;
  const columns: DataColumn<TypeRow>[] = [
    { key: 'kind', header: L.types.type, csv: (r) => r.kind },
    { key: 'name', header: L.payment.payType, csv: (r) => r.name },
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
  const payRows: TypeRow[] = (data?.pay_type_list ?? []).map((r) => ({
    ...r,
    kind: L.types.byPay,
    name: labels.payType(r.type),
  }));
  const orderRows: TypeRow[] = (data?.order_type_list ?? []).map((r) => ({
    ...r,
    kind: L.types.byOrder,
    name: labels.orderType(r.type),
  }));
  const t = data?.total;
  const totals = t
    ? {
        kind: L.total,
        approved_count: L.count(t.approved_count),
        approved_amount: won(t.approved_amount),
        cancelled_count: L.count(t.cancelled_count),
        cancelled_amount: won(t.cancelled_amount),
      }
    : undefined;
  const nameHeader = (header: string) =>
    columns.map((c) => (c.key === 'name' ? { ...c, header } : c)).filter((c) => c.key !== 'kind');
  return (
    <ListPage
      title={ko.page.salesTypes}
      actions={
        <CsvButton<TypeRow>
          fileName={`결제수단주문유형별매출_${data?.start_date ?? ''}_${data?.end_date ?? ''}`}
          columns={columns}
          rows={[...payRows, ...orderRows]}
          disabled={payRows.length === 0}
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
        <Stack gap="5">
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
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            {[
              { title: L.types.chartPay, heading: L.types.byPay, header: L.payment.payType, rows: payRows },
              {
                title: L.types.chartOrder,
                heading: L.types.byOrder,
                header: L.payment.orderType,
                rows: orderRows,
              },
            ].map((part) => (
              <Stack key={part.heading} gap="3">
                <Heading as="h2" size="md">
                  {part.heading}
                </Heading>
                {part.rows.length > 0 ? (
                  <BarChart
                    title={part.title}
                    data={part.rows.map((r) => ({ label: r.name, value: r.approved_amount }))}
                    formatValue={won}
                    formatTick={compactWon}
                    height={220}
                  />
                ) : null}
                <DataTable
                  label={part.heading}
                  columns={nameHeader(part.header)}
                  rows={part.rows}
                  emptyText={L.types.empty}
                  rowKey={(r) => `${r.kind}-${r.type}`}
                  totals={totals ? { ...totals, name: L.total } : undefined}
                />
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </ListPage>
  );
}
