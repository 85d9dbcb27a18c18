import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import type { z } from 'zod/mini';
import { ErrorCode, can, SettlementStatus, type pgPaymentRowSchema, type Settlement } from '@/contract';
import { allPages, DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import type { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAddSettlement } from '../api/add-settlement';
import { useConfirmSettlement } from '../api/confirm-settlement';
import { useDeleteSettlement } from '../api/delete-settlement';
import { listDoneSettlements, useListDoneSettlements } from '../api/list-done-settlements';
import { listPgPayments, useListPgPayments } from '../api/list-pg-payments';
import { listReadySettlements, useListReadySettlements } from '../api/list-ready-settlements';
import { useProvideSettlement } from '../api/provide-settlement';
import { rangeProblem, showIsoDate, showYmd, type SettlementSearch } from '../search';
import { countColumn, Figures, RangeNotice, useCodeLabels, useStoreId, won, wonColumn } from './money-parts';
import { paymentColumns } from './payment-columns';
import { PaymentsView } from './payment-list-page';
import { ReportView } from './report-page';
import { settlementMainReport } from './settlement-reports';
import { DayRangeFilter } from './period-filter';
import { useManager } from '@/queries/get-token-info';

const L = koMoney;
const S = L.settlement;
type PgRow = z.infer<typeof pgPaymentRowSchema>;
type Action = 'add' | 'del' | 'provide' | 'confirm';
interface Pending {
  action: Action;
  settlement?: Settlement;
}

function useIsSuper() {
  return can(useManager(), 'manageSettlements');
}

export function SettlementPgPage({
  search,
  onSearchChange,
}: {
  search: SettlementSearch;
  onSearchChange(next: Partial<SettlementSearch>): void;
}) {
  const storeId = useStoreId();
  const isSuper = useIsSuper();
  const [pending, setPending] = useState<Pending | null>(null);
  const problem = rangeProblem(search.start_date, search.end_date, L);
  const done = (message: string) => () => {
    toast.success(message);
    setPending(null);
  };
  // Its own toast (a conflict says what to do next), so the hooks' default toast is off.
  const failed = (e: ApiError) => {
    toast.error(e.code === ErrorCode.CONFLICT ? `${e.message} ${L.conflict}` : e.message);
    setPending(null);
  };
  const add = useAddSettlement({ onSuccess: done(S.added), onError: failed, toastError: false });
  const del = useDeleteSettlement({ onSuccess: done(S.deleted), onError: failed, toastError: false });
  const provide = useProvideSettlement({ onSuccess: done(S.provided), onError: failed, toastError: false });
  const confirm = useConfirmSettlement({ onSuccess: done(S.confirmed), onError: failed, toastError: false });
  const busy = add.isPending || del.isPending || provide.isPending || confirm.isPending;

  const run = () => {
    if (!pending) return;
    const { action, settlement } = pending;
    if (action === 'add') {
      add.mutate({ store_id: storeId, start_date: search.start_date, end_date: search.end_date });
      return;
    }
    const body = { store_id: storeId, settlement_id: settlement!.settlement_id };
    const m = action === 'del' ? del : action === 'provide' ? provide : confirm;
    m.mutate(body);
  };
  const dialog = pending
    ? pending.action === 'add'
      ? {
          title: S.addTitle,
          body: S.addBody(showYmd(search.start_date), showYmd(search.end_date)),
          label: S.add,
          danger: false,
        }
      : pending.action === 'del'
        ? {
            title: S.delTitle,
            body: S.delBody(pending.settlement!.settlement_id, won(pending.settlement!.settle_amount)),
            label: S.del,
            danger: true,
          }
        : pending.action === 'provide'
          ? {
              title: S.provideTitle,
              body: S.provideBody(pending.settlement!.settlement_id, won(pending.settlement!.settle_amount)),
              label: S.provide,
              danger: false,
            }
          : {
              title: S.confirmTitle,
              body: S.confirmBody(pending.settlement!.settlement_id, won(pending.settlement!.settle_amount)),
              label: S.confirm,
              danger: false,
            }
    : null;

  const ask = (action: Action, settlement?: Settlement) => setPending({ action, settlement });

  return (
    <ListPage
      title={ko.page.settlementPg}
      filters={
        search.tab === 'main' || search.tab === 'pg' ? (
          <>
            <DayRangeFilter
              start={search.start_date}
              end={search.end_date}
              onChange={(r) => onSearchChange({ ...r, page_no: 1 })}
            />
            {isSuper && search.tab === 'main' ? (
              <Button size="lg" colorPalette="teal" disabled={Boolean(problem)} onClick={() => ask('add')}>
                {S.add}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      <Text color="fg.muted" mb="3">
        {S.note}
      </Text>
      <Tabs.Root
        value={search.tab}
        onValueChange={(d) => onSearchChange({ tab: d.value as SettlementSearch['tab'], page_no: 1 })}
        size="lg"
        variant="enclosed"
      >
        <Tabs.List>
          <Tabs.Trigger value="main">{S.tabMain}</Tabs.Trigger>
          <Tabs.Trigger value="ready">{S.tabReady}</Tabs.Trigger>
          <Tabs.Trigger value="done">{S.tabDone}</Tabs.Trigger>
          <Tabs.Trigger value="pg">{S.tabPg}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="main">
          {search.tab === 'main' ? (
            <Box pt="3">
              <ReportView config={settlementMainReport} search={search} />
            </Box>
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="ready">
          {search.tab === 'ready' ? (
            <SettlementTab
              kind="ready"
              storeId={storeId}
              search={search}
              onSearchChange={onSearchChange}
              actions={(s) =>
                isSuper ? (
                  <HStack gap="2">
                    <Button size="md" colorPalette="teal" onClick={() => ask('provide', s)}>
                      {S.provide}
                    </Button>
                    <Button size="md" variant="outline" colorPalette="red" onClick={() => ask('del', s)}>
                      {S.del}
                    </Button>
                  </HStack>
                ) : null
              }
            />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="done">
          {search.tab === 'done' ? (
            <SettlementTab
              kind="done"
              storeId={storeId}
              search={search}
              onSearchChange={onSearchChange}
              actions={(s) =>
                s.status === SettlementStatus.PROVIDED ? (
                  <Button size="md" colorPalette="teal" onClick={() => ask('confirm', s)}>
                    {S.confirm}
                  </Button>
                ) : null
              }
            />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="pg">
          {search.tab === 'pg' ? (
            <PgTab storeId={storeId} search={search} problem={problem} onSearchChange={onSearchChange} />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={pending !== null}
        cancelLabel={L.cancel}
        title={dialog?.title ?? ''}
        body={dialog?.body ?? ''}
        confirmLabel={dialog?.label ?? ''}
        danger={dialog?.danger}
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={run}
      />
    </ListPage>
  );
}

function SettlementTab({
  kind,
  storeId,
  search,
  onSearchChange,
  actions,
}: {
  kind: 'ready' | 'done';
  storeId: number;
  search: SettlementSearch;
  onSearchChange(next: Partial<SettlementSearch>): void;
  actions(s: Settlement): React.ReactNode;
}) {
  const body = { store_id: storeId, page_no: search.page_no };
  const ready = useListReadySettlements(body, kind === 'ready');
  const doneQ = useListDoneSettlements(body, kind === 'done');
  const q = kind === 'ready' ? ready : doneQ;
  const fetchPage = kind === 'ready' ? listReadySettlements : listDoneSettlements;
  const data = q.data;
  const columns: DataColumn<Settlement>[] = [
    { key: 'settlement_id', header: S.id, csv: (r) => r.settlement_id },
    {
      key: 'period',
      header: S.period,
      cell: (r) => `${showIsoDate(r.start_date)} ~ ${showIsoDate(r.end_date)}`,
      csv: (r) => `${r.start_date} ~ ${r.end_date}`,
    },
    countColumn('payment_count', S.paymentCount),
    wonColumn('amount', S.amount),
    wonColumn('discount_amount', S.discount),
    wonColumn('fee_amount', S.fee),
    wonColumn('settle_amount', S.settleAmount),
    {
      key: 'status',
      header: S.status,
      cell: (r) => (
        <Badge colorPalette={r.status === 3 ? 'green' : r.status === 2 ? 'blue' : 'orange'} variant="subtle">
          {L.settlementStatus[r.status] ?? r.status}
        </Badge>
      ),
      csv: (r) => L.settlementStatus[r.status] ?? String(r.status),
    },
    {
      key: 'when',
      header: kind === 'ready' ? S.createdAt : S.providedAt,
      cell: (r) => formatDateTime(kind === 'ready' ? r.created_at : r.provided_at),
      csv: (r) => formatDateTime(kind === 'ready' ? r.created_at : r.provided_at),
    },
    ...(kind === 'done'
      ? [
          {
            key: 'confirmed_at',
            header: S.confirmedAt,
            cell: (r: Settlement) => formatDateTime(r.confirmed_at),
            csv: (r: Settlement) => formatDateTime(r.confirmed_at),
          },
        ]
      : []),
    { key: 'actions', header: S.actions, cell: actions },
  ];
  return (
    <Stack gap="3" pt="3">
      {data ? (
        <Figures
          items={[
            { label: S.amount, value: `${won(data.summary.amount)} · ${L.count(data.summary.count)}` },
            { label: S.fee, value: won(data.summary.fee_amount) },
            { label: S.settleAmount, value: won(data.summary.settle_amount) },
          ]}
        />
      ) : null}
      <DataTable
        label={kind === 'ready' ? S.tabReady : S.tabDone}
        columns={columns}
        rows={data?.settlement_list}
        query={q}
        emptyText={kind === 'ready' ? S.emptyReady : S.emptyDone}
        rowKey={(r) => r.settlement_id}
        page={data}
        onPageChange={(page_no) => onSearchChange({ page_no })}
        csv={{
          fileName: kind === 'ready' ? '정산대기' : '정산완료',
          loadAll: () =>
            allPages((page_no) =>
              fetchPage({ ...body, page_no }).then((d) => ({
                rows: d.settlement_list,
                page_count: d.page_count,
              })),
            ),
        }}
      />
    </Stack>
  );
}

function PgTab({
  storeId,
  search,
  problem,
  onSearchChange,
}: {
  storeId: number;
  search: SettlementSearch;
  problem: string | null;
  onSearchChange(next: Partial<SettlementSearch>): void;
}) {
  const labels = useCodeLabels();
  const body = {
    store_id: storeId,
    start_date: search.start_date,
    end_date: search.end_date,
    page_no: search.page_no,
  };
  const q = useListPgPayments(body, !problem);
  const base = paymentColumns(labels) as DataColumn<PgRow>[];
  const columns: DataColumn<PgRow>[] = [
    ...base.filter((c) => c.key !== 'cancelled_at'),
    { key: 'pg_name', header: S.pg, csv: (r) => r.pg_name },
    wonColumn('fee_amount', S.fee),
    {
      key: 'settlement_id',
      header: S.id,
      cell: (r) => (r.settlement_id ? `#${r.settlement_id}` : S.unsettled),
      csv: (r) => r.settlement_id ?? '',
    },
  ];
  return (
    <Stack gap="3" pt="3">
      {problem ? (
        <RangeNotice message={problem} />
      ) : (
        <PaymentsView
          label={S.tabPg}
          columns={columns}
          query={q}
          data={q.data && { ...q.data, rows: q.data.pg_list }}
          fetchPage={(page_no) =>
            listPgPayments({ ...body, page_no }).then((d) => ({ ...d, rows: d.pg_list }))
          }
          fileName={`PG결제내역_${search.start_date}-${search.end_date}`}
          emptyText={S.emptyPg}
          onPageChange={(page_no) => onSearchChange({ page_no })}
        />
      )}
    </Stack>
  );
}
