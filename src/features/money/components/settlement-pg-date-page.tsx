import { Stack } from '@chakra-ui/react';
import type { z } from 'zod/mini';
import type { settlementPgDateRowSchema } from '@/contract';
import { BarChart } from '@/components/bar-chart';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { useListPgDates } from '../api/list-pg-dates';
import { rangeProblem, showIsoDate, type PgDateSearch } from '../search';
import { CsvButton, ErrorNotice, Figures, RangeNotice, useStoreId, won } from './money-parts';
import { DayRangeFilter } from './period-filter';
import { compactWon } from './sales-period-page';

const L = koMoney;
const S = L.settlement;
type DateRow = z.infer<typeof settlementPgDateRowSchema>;

const columns: DataColumn<DateRow>[] = [
  { key: 'sales_date', header: S.date, cell: (r) => showIsoDate(r.sales_date), csv: (r) => r.sales_date },
  {
    key: 'payment_count',
    header: S.paymentCount,
    align: 'end',
    cell: (r) => L.count(r.payment_count),
    csv: (r) => r.payment_count,
  },
  { key: 'amount', header: S.amount, align: 'end', cell: (r) => won(r.amount), csv: (r) => r.amount },
  {
    key: 'fee_amount',
    header: S.fee,
    align: 'end',
    cell: (r) => won(r.fee_amount),
    csv: (r) => r.fee_amount,
  },
  {
    key: 'settle_amount',
    header: S.settleAmount,
    align: 'end',
    cell: (r) => won(r.settle_amount),
    csv: (r) => r.settle_amount,
  },
  {
    key: 'settled_amount',
    header: S.settled,
    align: 'end',
    cell: (r) => won(r.settled_amount),
    csv: (r) => r.settled_amount,
  },
  {
    key: 'unsettled_amount',
    header: S.unsettled,
    align: 'end',
    cell: (r) => won(r.unsettled_amount),
    csv: (r) => r.unsettled_amount,
  },
];

export function SettlementPgDatePage({
  search,
  onSearchChange,
}: {
  search: PgDateSearch;
  onSearchChange(next: Partial<PgDateSearch>): void;
}) {
  const storeId = useStoreId();
  const problem = rangeProblem(search.start_date, search.end_date, L);
  const q = useListPgDates({ store_id: storeId, ...search }, !problem);
  const data = q.data;
  const t = data?.total;
  const empty = t ? t.payment_count === 0 : false;
  return (
    <ListPage
      title={ko.page.settlementPgDate}
      actions={
        <CsvButton<DateRow>
          fileName={`일자별PG정산_${search.start_date}-${search.end_date}`}
          columns={columns}
          rows={data && t ? [...data.date_list, { sales_date: L.total, ...t }] : []}
          disabled={!data || empty}
        />
      }
      filters={
        <DayRangeFilter start={search.start_date} end={search.end_date} onChange={(r) => onSearchChange(r)} />
      }
    >
      <RangeNotice message={problem} />
      <ErrorNotice error={q.error} />
      {data && t && !problem ? (
        <Stack gap="4">
          <Figures
            items={[
              { label: S.amount, value: won(t.amount) },
              { label: S.fee, value: won(t.fee_amount) },
              { label: S.settleAmount, value: won(t.settle_amount) },
              {
                label: S.unsettled,
                value: won(t.unsettled_amount),
                tone: t.unsettled_amount ? 'danger' : undefined,
              },
            ]}
          />
          {empty ? null : (
            <BarChart
              title={S.amount}
              data={[...data.date_list]
                .reverse()
                .map((d) => ({
                  label: d.sales_date.slice(5).replace('-', '/'),
                  value: d.amount,
                  line: d.unsettled_amount,
                }))}
              formatValue={won}
              formatTick={compactWon}
              barLabel={S.amount}
              lineLabel={S.unsettled}
            />
          )}
          <DataTable
            label={ko.page.settlementPgDate}
            columns={columns}
            rows={empty ? [] : data.date_list}
            emptyText={S.emptyDate}
            rowKey={(r) => r.sales_date}
            totals={{
              sales_date: L.total,
              payment_count: L.count(t.payment_count),
              amount: won(t.amount),
              fee_amount: won(t.fee_amount),
              settle_amount: won(t.settle_amount),
              settled_amount: won(t.settled_amount),
              unsettled_amount: won(t.unsettled_amount),
            }}
          />
        </Stack>
      ) : null}
    </ListPage>
  );
}
