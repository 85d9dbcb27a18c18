import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { z } from 'zod/mini';
import type {
  MoneySummary,
  productStatSchema,
  SalesDay,
  settlementMainRowSchema,
  settlementPgDateRowSchema,
} from '@/contract';
import type { DataColumn } from '@/components/data-table';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { useGetProductStats } from '../api/get-product-stats';
import { useListPgDates } from '../api/list-pg-dates';
import { useListSales } from '../api/list-sales';
import { useListSalesTypes } from '../api/list-sales-types';
import { useListSettlementMain } from '../api/list-settlement-main';
import {
  periodBody,
  periodProblem,
  rangeProblem,
  showIsoDate,
  type PeriodSearch,
  type PgDateSearch,
} from '../search';
import { countColumn, useCodeLabels, useStoreId, won, wonColumn } from './money-parts';
import { DayRangeFilter, PeriodFilter } from './period-filter';
import { MissedDayDialog } from './missed-day-dialog';
import { reportTable, type ReportConfig } from './report-page';

const L = koMoney;
const S = L.settlement;
type ProductStat = z.infer<typeof productStatSchema>;
type TypeRow = MoneySummary & { type: number; name: string };
type DateRow = z.infer<typeof settlementPgDateRowSchema>;
type MainRow = z.infer<typeof settlementMainRowSchema>;
type Range = { start_date: string; end_date: string };

/** 1,250,000 → 125만 on chart axes. */
export const compactWon = (n: number) =>
  n >= 10_000
    ? `${(n / 10_000).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}만`
    : n.toLocaleString('ko-KR');

const dayLabel = (isoDate: string) => isoDate.slice(5).replace('-', '/');
const caption = (d: Range, note: string) =>
  `${L.sales.rangeLabel(showIsoDate(d.start_date), showIsoDate(d.end_date))} · ${note}`;
const dateColumn = <T extends { sales_date: string }>(header: string): DataColumn<T> => ({
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

function RangeSearchFilter({ search, onChange }: { search: Range; onChange(next: Range): void }) {
  return <DayRangeFilter start={search.start_date} end={search.end_date} onChange={onChange} />;
}

const periodCheck = (search: PeriodSearch) => periodProblem(search, L);
const rangeCheck = (search: Range) => rangeProblem(search.start_date, search.end_date, L);

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

/** The settlement figures of a row (payments, amount, fee, what it settles to, settled, not yet). */
type SettleRow = Pick<
  DateRow,
  'payment_count' | 'amount' | 'fee_amount' | 'settle_amount' | 'settled_amount' | 'unsettled_amount'
>;
const settleColumns: DataColumn<SettleRow>[] = [
  countColumn('payment_count', S.paymentCount),
  wonColumn('amount', S.amount),
  wonColumn('fee_amount', S.fee),
  wonColumn('settle_amount', S.settleAmount),
  wonColumn('settled_amount', S.settled),
  wonColumn('unsettled_amount', S.unsettled),
];

const pgDateColumns: DataColumn<DateRow>[] = [dateColumn(S.date), ...settleColumns];

type PgDateData = NonNullable<ReturnType<typeof useListPgDates>['data']>;
const settlementFigures = (t: PgDateData['total']) => [
  { label: S.amount, value: won(t.amount) },
  { label: S.fee, value: won(t.fee_amount) },
  { label: S.settleAmount, value: won(t.settle_amount) },
  {
    label: S.unsettled,
    value: won(t.unsettled_amount),
    tone: t.unsettled_amount ? ('danger' as const) : undefined,
  },
];

/** /settlement-pg-date: PG payments per day, what they settle to and what is not settled yet. */
export const pgDateReport: ReportConfig<PgDateSearch, PgDateData> = {
  title: ko.page.settlementPgDate,
  Filter: RangeSearchFilter,
  problem: rangeCheck,
  useReport: (storeId, search, enabled) => useListPgDates({ store_id: storeId, ...search }, enabled),
  figures: (d) => settlementFigures(d.total),
  useTables: (d) => {
    const empty = d ? d.total.payment_count === 0 : true;
    return [
      reportTable<DateRow>({
        label: ko.page.settlementPgDate,
        columns: pgDateColumns,
        rows: empty ? [] : d?.date_list,
        total: d ? { sales_date: '', ...d.total } : undefined,
        rowKey: (r) => r.sales_date,
        emptyText: S.emptyDate,
        csv: { fileName: `일자별PG정산_${d?.start_date ?? ''}-${d?.end_date ?? ''}` },
        chart:
          d && !empty
            ? {
                title: S.amount,
                data: [...d.date_list].reverse().map((r) => ({
                  label: dayLabel(r.sales_date),
                  value: r.amount,
                  line: r.unsettled_amount,
                })),
                formatValue: won,
                formatTick: compactWon,
                barLabel: S.amount,
                lineLabel: S.unsettled,
              }
            : null,
      }),
    ];
  },
};

type MainData = NonNullable<ReturnType<typeof useListSettlementMain>['data']>;
const bp = (v: number) => `${(v / 100).toFixed(2)}%`;

/** The first tab of /settlement-pg: per PG pay type over the range (the filter is the page's). */
export const settlementMainReport: ReportConfig<PgDateSearch, MainData> = {
  title: S.tabMain,
  Filter: RangeSearchFilter,
  problem: rangeCheck,
  useReport: (storeId, search, enabled) =>
    useListSettlementMain(
      { store_id: storeId, start_date: search.start_date, end_date: search.end_date },
      enabled,
    ),
  figures: (d) => settlementFigures(d.total).filter((f) => f.label !== S.settleAmount),
  useTables: (d) => {
    const labels = useCodeLabels();
    const columns: DataColumn<MainRow>[] = [
      {
        key: 'pay_type',
        header: L.payment.payType,
        cell: (r) => labels.payType(r.pay_type),
        csv: (r) => labels.payType(r.pay_type),
      },
      { key: 'pg_name', header: S.pg },
      {
        key: 'fee_bp',
        header: S.feeRate,
        align: 'end',
        cell: (r) => bp(r.fee_bp),
        csv: (r) => bp(r.fee_bp),
        sortValue: (r) => r.fee_bp,
      },
      ...settleColumns,
    ];
    return [
      reportTable<MainRow>({
        label: S.tabMain,
        columns,
        rows: d?.main_list,
        total: d ? { pay_type: 0, pg_name: '', fee_bp: 0, ...d.total } : undefined,
        rowKey: (r) => r.pay_type,
        emptyText: S.emptyPg,
        csv: { fileName: `PG별정산현황_${d?.start_date ?? ''}-${d?.end_date ?? ''}` },
      }),
    ];
  },
};
