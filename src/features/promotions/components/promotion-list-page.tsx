import { useState, type ReactNode } from 'react';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { todayKst, type PromotionState } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataColumn, type DataTableQuery } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { ListPage } from '@/components/list-page';
import { Modal } from '@/components/modal';
import type { ApiError } from '@/lib/api-client';
import type { PromotionSearch } from '../search';
import {
  FormStack,
  PC,
  PR,
  PromotionTabs,
  StateBadge,
  StateFilter,
  useFormErrors,
  useStoreId,
} from './promotion-parts';

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

/** What a create/edit dialog gets: `initial` null for a new one. */
export interface PromotionDialogProps<T> {
  storeId: number;
  initial: T | null;
  onClose(): void;
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
    const endFlow = useEndConfirm<T>();
    const end = useEnd(endFlow.callbacks);
    const columns: DataColumn<T>[] = [
      ...config.columns,
      { key: 'state', header: PR.state, cell: (r) => <StateBadge state={r.state} /> },
      {
        key: 'end',
        header: '',
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

/**
 * A create/edit form: its fields, field errors from the server, and the save mutation (`useSave`, given
 * the toast-and-close callbacks; it keeps the Idempotency-Key) sending `body(form)`.
 * `dialog` is what PromotionFormDialog needs.
 */
export function usePromotionForm<F extends Record<string, string>, B>({
  onClose,
  initial,
  useSave,
  body,
}: {
  onClose(): void;
  initial(today: string): F;
  useSave(callbacks: { onSuccess(): void; onError(error: ApiError): void }): {
    isPending: boolean;
    mutate(body: B): void;
  };
  body(form: F): B;
}) {
  const [form, setForm] = useState(() => initial(todayKst()));
  const { errors, fromError, clear } = useFormErrors();
  const save = useSave({
    onSuccess: () => {
      toast.success(PC.saved);
      onClose();
    },
    onError: fromError,
  });
  const set = (key: keyof F & string, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    clear(key);
  };
  const dialog = {
    saving: save.isPending,
    onClose,
    onSubmit: () => save.mutate(body(form)),
  };
  return { form, set, errors, dialog };
}

/** The create/edit dialog frame: cancel and save buttons, the fields in a form submitted by save or Enter. */
export function PromotionFormDialog({
  formId,
  title,
  saving,
  onClose,
  onSubmit,
  children,
}: {
  formId: string;
  title: string;
  saving: boolean;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      busy={saving}
      footer={
        <>
          <Button size="lg" variant="outline" onClick={onClose}>
            {PC.cancel}
          </Button>
          <Button size="lg" colorPalette="teal" type="submit" form={formId} loading={saving}>
            {PC.save}
          </Button>
        </>
      }
    >
      <FormStack id={formId} onSubmit={onSubmit}>
        {children}
      </FormStack>
    </Modal>
  );
}

/** A labelled text input bound to one form key; `digits` keeps only 0-9 (amounts and counts). */
export function PromotionInput<K extends string>({
  name,
  label,
  value,
  errors,
  onChange,
  required,
  helper,
  digits,
}: {
  name: K;
  label: string;
  value: string;
  errors: Record<string, string>;
  onChange(key: K, value: string): void;
  required?: boolean;
  helper?: ReactNode;
  digits?: boolean;
}) {
  return (
    <FormField label={label} required={required} error={errors[name]} helper={helper}>
      <Input
        name={name}
        inputMode={digits ? 'numeric' : undefined}
        size="lg"
        value={value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(name, digits ? v.replace(/[^0-9]/g, '') : v);
        }}
      />
    </FormField>
  );
}
