import { useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import type { PromotionState } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataColumn, type DataTableQuery } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import type { ApiError } from '@/lib/api-client';
import type { PromotionSearch } from '../search';
import type { PromotionDialogProps } from './promotion-form';
import { PC, PR, PromotionTabs, StateBadge, StateFilter, useStoreId } from './promotion-parts';

interface EndCallbacks {
  onSuccess(): void;
  onError(error: ApiError): void;
}

/**
 * The "end this promotion" flow of a list: which row is being asked about; `callbacks` go to the
 * end-mutation hook (they close the confirm; the hook toasts an error and keeps the Idempotency-Key).
 */
function useEndConfirm<T>() {
  const [ending, setEnding] = useState<{ row: T } | null>(null);
  const callbacks: EndCallbacks = {
    onSuccess: () => {
      toast.success(PR.ended);
      setEnding(null);
    },
    onError: () => setEnding(null),
  };
  return {
    ending,
    callbacks,
    ask: (row: T) => setEnding({ row }),
    close: () => setEnding(null),
  };
}

/** What a promotion route hands its screen. */
export interface PromotionPageProps {
  search: PromotionSearch;
  onSearchChange(next: Partial<PromotionSearch>): void;
}

type Page = { page_no: number; page_count: number; total_count: number };

interface ListPageConfig<T, D extends Page, B> {
  title: string;
  tab: 'coupon' | 'stamp' | 'period';
  addLabel: string;
  /** The list query hook of the screen; `rows` picks the list out of its data. */
  useList(body: { store_id: number; state: PromotionSearch['state']; page_no: number }): DataTableQuery & {
    data: D | undefined;
  };
  rows(data: D): T[];
  /** The screen's own columns; the state badge and the end button are added here. */
  columns: DataColumn<T>[];
  rowKey(row: T): number;
  /** The row's name in the end confirmation. */
  rowName(row: T): string;
  /** The end mutation hook and the body that ends one row. */
  useEnd(callbacks: EndCallbacks): {
    isPending: boolean;
    mutate(body: B): void;
  };
  endBody(storeId: number, row: T): B;
  Dialog(props: PromotionDialogProps<T>): ReactNode;
  note?: ReactNode;
  /** One more button per row (the coupon's "발급") and the dialog it opens for that row. */
  rowAction?: {
    label: string;
    ariaLabel(row: T): string;
    show(row: T): boolean;
    Dialog(props: { storeId: number; row: T; onClose(): void }): ReactNode;
  };
}

/**
 * A promotion list screen. What the three share lives here: tabs, state filter, table with state and end
 * columns, pager, the add button, the create/edit dialog (a tap on a row not yet ended) and the end
 * confirmation; the config holds only what differs.
 */
export function promotionListPage<T extends { state: PromotionState }, D extends Page, B>(
  config: ListPageConfig<T, D, B>,
) {
  const { useList, useEnd, Dialog } = config;
  return function PromotionListPage({ search, onSearchChange }: PromotionPageProps) {
    const storeId = useStoreId();
    const q = useList({ store_id: storeId, state: search.state, page_no: search.page_no });
    const page = q.data;
    const [editing, setEditing] = useState<T | 'new' | null>(null);
    const [acting, setActing] = useState<T | null>(null);
    const action = config.rowAction;
    const endFlow = useEndConfirm<T>();
    const end = useEnd(endFlow.callbacks);
    const columns: DataColumn<T>[] = [
      ...config.columns,
      { key: 'state', header: PR.state, cell: (r) => <StateBadge state={r.state} /> },
      ...(action
        ? [
            {
              key: 'action',
              header: action.label,
              cell: (r: T) =>
                action.show(r) ? (
                  <Button
                    size="md"
                    variant="outline"
                    colorPalette="teal"
                    aria-label={action.ariaLabel(r)}
                    onClick={(e) => {
                      e.stopPropagation();
                      setActing(r);
                    }}
                  >
                    {action.label}
                  </Button>
                ) : null,
            },
          ]
        : []),
      {
        key: 'end',
        header: PR.end,
        cell: (r) =>
          r.state === 'ended' ? null : (
            <Button
              size="md"
              variant="outline"
              colorPalette="red"
              onClick={(e) => {
                e.stopPropagation();
                endFlow.ask(r);
              }}
            >
              {PR.end}
            </Button>
          ),
      },
    ];
    return (
      <ListPage
        title={config.title}
        actions={
          <Button size="lg" colorPalette="teal" onClick={() => setEditing('new')}>
            {config.addLabel}
          </Button>
        }
        filters={
          <Stack gap="3" w="full">
            <PromotionTabs current={config.tab} />
            <StateFilter
              value={search.state}
              onChange={(state: PromotionState | '') => onSearchChange({ state, page_no: 1 })}
            />
          </Stack>
        }
      >
        {config.note}
        {page ? (
          <Text mb="2" color="fg.muted">
            {PC.total(page.total_count)}
          </Text>
        ) : null}
        <DataTable
          label={config.title}
          columns={columns}
          rows={page ? config.rows(page) : undefined}
          query={q}
          page={page}
          onPageChange={(page_no) => onSearchChange({ page_no })}
          emptyText={PC.empty}
          rowKey={config.rowKey}
          onRowClick={(r) => {
            if (r.state !== 'ended') setEditing(r);
          }}
        />
        {editing ? (
          <Dialog
            storeId={storeId}
            initial={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : null}
        {action && acting ? (
          <action.Dialog storeId={storeId} row={acting} onClose={() => setActing(null)} />
        ) : null}
        <ConfirmDialog
          open={endFlow.ending !== null}
          title={PR.endTitle}
          body={PR.endConfirm(endFlow.ending ? config.rowName(endFlow.ending.row) : '')}
          confirmLabel={PR.end}
          danger
          busy={end.isPending}
          onClose={endFlow.close}
          onConfirm={() => endFlow.ending && end.mutate(config.endBody(storeId, endFlow.ending.row))}
        />
      </ListPage>
    );
  };
}
