import type { z } from 'zod/mini';
import type { settlementMainRowSchema, settlementPgDateRowSchema } from '@/contract';
import type { DataColumn } from '@/components/data-table';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { useListPgDates } from '../api/list-pg-dates';
import { useListSettlementMain } from '../api/list-settlement-main';
import { rangeProblem, type PgDateSearch } from '../search';
import { countColumn, useCodeLabels, won, wonColumn } from './money-parts';
import { DayRangeFilter } from './period-filter';
import { reportTable, type ReportConfig } from './report-page';
import { compactWon, dateColumn, dayLabel, type Range } from './reports';

/* The PG settlement reports (per day, and per PG pay type); the sales reports are in reports.tsx. */

const L = koMoney;
const S = L.settlement;
type DateRow = z.infer<typeof settlementPgDateRowSchema>;
type MainRow = z.infer<typeof settlementMainRowSchema>;

function RangeSearchFilter({ search, onChange }: { search: Range; onChange(next: Range): void }) {
  return <DayRangeFilter start={search.start_date} end={search.end_date} onChange={onChange} />;
}

const rangeCheck = (search: Range) => rangeProblem(search.start_date, search.end_date, L);

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
