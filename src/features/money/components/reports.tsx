import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { z } from 'zod/mini';
import type { MoneySummary, productStatSchema, SalesDay } from '@/contract';
import type { DataColumn } from '@/components/data-table';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { useGetProductStats } from '../api/get-product-stats';
import { useListSales } from '../api/list-sales';
import { useListSalesTypes } from '../api/list-sales-types';
import { periodBody, periodProblem, showIsoDate, type PeriodSearch } from '../search';
import { countColumn, useCodeLabels, useStoreId, won, wonColumn } from './money-parts';
import { PeriodFilter } from './period-filter';
import { MissedDayDialog } from './missed-day-dialog';
import { reportTable, type ReportConfig } from './report-page';

/*
 * The sales reports (per day, per product, per payment and order type), and the column and chart
 * helpers they share with the settlement reports (settlement-reports.tsx).
 */

const L = koMoney;
type ProductStat = z.infer<typeof productStatSchema>;
type TypeRow = MoneySummary & { type: number; name: string };
export type Range = { start_date: string; end_date: string };

/** 1,250,000 → 125만 on chart axes. */
export const compactWon = (n: number) =>
  n >= 10_000
    ? `${(n / 10_000).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}만`
    : n.toLocaleString('ko-KR');

/** 2024-03-05 → 03/05 on chart axes. */
export const dayLabel = (isoDate: string) => isoDate.slice(5).replace('-', '/');
const caption = (d: Range, note: string) =>
  `${L.sales.rangeLabel(showIsoDate(d.start_date), showIsoDate(d.end_date))} · ${note}`;
/** A report's day column: 2024. 03. 05 on screen, the ISO date in the CSV. */
export const dateColumn = <T extends { sales_date: string }>(header: string): DataColumn<T> => ({
  key: 'sales_date',
  header,
  cell: (r) => showIsoDate(r.sales_date),
  csv: (r) => r.sales_date,
});

function PeriodSearchFilter({
  search,
  onChange,
}: {
  search: PeriodSearch;
  onChange(next: Partial<PeriodSearch>): void;
}) {
  return (
    <PeriodFilter
      mode={search.mode}
      start={search.start_date}
      end={search.end_date}
      month={search.month}
      onChange={onChange}
    />
  );
}

const periodCheck = (search: PeriodSearch) => periodProblem(search, L);

/**
 * A day's missed orders (issue 26 §3): the count, a button opening that day's log when there are any.
 * The totals row (no date) shows the count alone.
 */
function MissedCell({ row }: { row: SalesDay }) {
  const storeId = useStoreId();
  const [open, setOpen] = useState(false);
  const text = L.count(row.missed_count);
  if (!row.sales_date || !row.missed_count) return text;
  const day = showIsoDate(row.sales_date);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="orange"
        aria-label={L.sales.missedOpen(day, row.missed_count)}
        data-testid="sales-missed"
        onClick={() => setOpen(true)}
      >
        {text}
      </Button>
      {open ? (
        <MissedDayDialog
          storeId={storeId}
          date={row.sales_date.replace(/-/g, '')}
          title={day}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

const salesColumns: DataColumn<SalesDay>[] = [
  dateColumn(L.sales.date),
  countColumn('approved_count', L.sales.approvedCount),
  wonColumn('gross_amount', L.sales.grossAmount),
  wonColumn('discount_amount', L.sales.discountAmount),
  wonColumn('approved_amount', L.sales.approvedAmount),
  wonColumn('cash_amount', L.sales.cash),
  wonColumn('non_cash_amount', L.sales.nonCash),
  countColumn('cancelled_count', L.sales.cancelledCount),
  wonColumn('cancelled_amount', L.sales.cancelledAmount),
  { ...countColumn('missed_count', L.sales.missedCount), cell: (r) => <MissedCell row={r} /> },
];

type SalesData = NonNullable<ReturnType<typeof useListSales>['data']>;

/** The headline figures both sales reports show above their tables. */
const salesFigures = (t: MoneySummary) => [
  { label: L.sales.approvedAmount, value: won(t.approved_amount) },
  { label: L.sales.discountAmount, value: won(t.discount_amount) },
  { label: L.sales.approvedCount, value: L.count(t.approved_count) },
  { label: L.sales.cancelledAmount, value: won(t.cancelled_amount), tone: 'danger' as const },
];

/** /sales-period: sales per day of a month or a day range, with a chart and the server's totals. */
export const salesPeriodReport: ReportConfig<PeriodSearch, SalesData> = {
  title: ko.page.salesPeriod,
  Filter: PeriodSearchFilter,
  problem: periodCheck,
  useReport: (storeId, search, enabled) => useListSales(periodBody(storeId, search), enabled),
  caption: (d) => caption(d, L.sales.note),
  figures: ({ total }) => salesFigures(total),
  useTables: (d) => {
    // A period without a single payment shows the empty message instead of a row of zeros per day.
    const empty = d ? d.total.approved_count + d.total.cancelled_count === 0 : true;
    return [
      reportTable<SalesDay>({
        label: ko.page.salesPeriod,
        columns: salesColumns,
        rows: empty ? [] : d?.sales_list,
        total: d ? { sales_date: '', ...d.total } : undefined,
        rowKey: (r) => r.sales_date,
        emptyText: L.sales.empty,
        csv: { fileName: `기간별매출_${d?.start_date ?? ''}_${d?.end_date ?? ''}` },
        chart:
          d && !empty
            ? {
                title: L.sales.chartTitle,
                data: d.sales_list.map((r) => ({
                  label: dayLabel(r.sales_date),
                  value: r.approved_amount,
                  line: r.cancelled_amount,
                })),
                formatValue: won,
                formatTick: compactWon,
                barLabel: L.sales.chartBar,
                lineLabel: L.sales.chartLine,
              }
            : null,
      }),
    ];
  },
};

type ProductData = NonNullable<ReturnType<typeof useGetProductStats>['data']>;

/** /sales-product: what each menu item sold, its share of the total, the top ten charted. */
export const salesProductReport: ReportConfig<PeriodSearch, ProductData> = {
  title: ko.page.salesProduct,
  Filter: PeriodSearchFilter,
  problem: periodCheck,
  useReport: (storeId, search, enabled) => useGetProductStats(periodBody(storeId, search), enabled),
  caption: (d) => caption(d, L.product.note),
  figures: ({ total }) => [
    { label: L.product.amount, value: won(total.amount) },
    { label: L.sales.discountAmount, value: won(total.discount_amount) },
    { label: L.product.quantity, value: total.quantity.toLocaleString('ko-KR') },
    { label: L.product.orderCount, value: L.count(total.order_count) },
  ],
  useTables: (d) => {
    const rows = d?.product_list ?? [];
    const sum = d?.total.amount ?? 0;
    const share = (amount: number) => (sum > 0 ? `${((amount / sum) * 100).toFixed(1)}%` : '-');
    const columns: DataColumn<ProductStat>[] = [
      { key: 'product_name', header: L.product.name, csv: (r) => r.product_name },
      {
        key: 'quantity',
        header: L.product.quantity,
        align: 'end',
        cell: (r) => r.quantity.toLocaleString('ko-KR'),
        csv: (r) => r.quantity,
        footer: true,
      },
      countColumn('order_count', L.product.orderCount),
      wonColumn('amount', L.product.amount),
      {
        key: 'share',
        header: L.product.share,
        align: 'end',
        cell: (r) => share(r.amount),
        csv: (r) => share(r.amount),
        sortValue: (r) => r.amount,
        footer: () => (rows.length ? '100%' : ''),
      },
    ];
    return [
      reportTable<ProductStat>({
        label: ko.page.salesProduct,
        columns,
        rows: d?.product_list,
        total: d ? { product_id: 0, product_name: '', ...d.total } : undefined,
        rowKey: (r) => r.product_id,
        emptyText: L.product.empty,
        csv: { fileName: `메뉴별매출_${d?.start_date ?? ''}_${d?.end_date ?? ''}` },
        chart: rows.length
          ? {
              title: L.product.chartTitle,
              data: rows.slice(0, 10).map((p) => ({
                label: p.product_name.length > 7 ? `${p.product_name.slice(0, 6)}…` : p.product_name,
                value: p.amount,
              })),
              formatValue: won,
              formatTick: compactWon,
            }
          : null,
      }),
    ];
  },
};

const summaryColumns = (nameHeader: string): DataColumn<TypeRow>[] => [
  { key: 'name', header: nameHeader },
  countColumn('approved_count', L.sales.approvedCount),
  wonColumn('discount_amount', L.sales.discountAmount),
  wonColumn('approved_amount', L.sales.approvedAmount),
  countColumn('cancelled_count', L.sales.cancelledCount),
  wonColumn('cancelled_amount', L.sales.cancelledAmount),
];

type TypesData = NonNullable<ReturnType<typeof useListSalesTypes>['data']>;

/** /sales-types (head office only): sales per payment method and per order type, side by side. */
export const salesTypesReport: ReportConfig<PeriodSearch, TypesData> = {
  title: ko.page.salesTypes,
  Filter: PeriodSearchFilter,
  problem: periodCheck,
  useReport: (storeId, search, enabled) => useListSalesTypes(periodBody(storeId, search), enabled),
  caption: (d) => caption(d, L.sales.note),
  figures: ({ total }) => salesFigures(total),
  sideBySide: true,
  useTables: (d) => {
    const labels = useCodeLabels();
    const total = d ? { ...d.total, type: 0, name: '' } : undefined;
    const range = `${d?.start_date ?? ''}_${d?.end_date ?? ''}`;
    const part = (
      heading: string,
      nameHeader: string,
      chartTitle: string,
      list: MoneySummary[] | undefined,
      name: (type: number) => string,
      file: string,
    ) => {
      const rows = (list as (MoneySummary & { type: number })[] | undefined)?.map((r) => ({
        ...r,
        name: name(r.type),
      }));
      return reportTable<TypeRow>({
        label: heading,
        heading,
        columns: summaryColumns(nameHeader),
        rows,
        total,
        rowKey: (r) => r.type,
        emptyText: L.types.empty,
        csv: { fileName: `${file}_${range}` },
        chart: rows?.length
          ? {
              title: chartTitle,
              data: rows.map((r) => ({ label: r.name, value: r.approved_amount })),
              formatValue: won,
              formatTick: compactWon,
              height: 220,
            }
          : null,
      });
    };
    return [
      part(
        L.types.byPay,
        L.payment.payType,
        L.types.chartPay,
        d?.pay_type_list,
        labels.payType,
        '결제수단별매출',
      ),
      part(
        L.types.byOrder,
        L.payment.orderType,
        L.types.chartOrder,
        d?.order_type_list,
        labels.orderType,
        '주문유형별매출',
      ),
    ];
  },
};
