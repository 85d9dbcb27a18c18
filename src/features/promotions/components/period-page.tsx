import { useState } from 'react';
import { Button, Input } from '@chakra-ui/react';
import toast from 'react-hot-toast';
import type { PromotionPeriod } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DataColumn } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { newIntentKey } from '@/lib/intent-key';
import { ko } from '@/i18n/ko';
import { useEditPeriod } from '../api/edit-period';
import { useEndPeriod } from '../api/end-period';
import { useListPeriods } from '../api/list-periods';
import type { PromotionSearch } from '../search';
import { PromotionListFrame } from './promotion-list-frame';
import {
  addDaysYmd,
  DiscountFields,
  FormStack,
  PC,
  periodLabel,
  PeriodFields,
  PR,
  StateBadge,
  todayYmd,
  useFormErrors,
  useStoreId,
} from './promotion-parts';

const T = PR.periodPromo;

/** /promotion-period: discounts that apply to every order within a period; use counts and totals. */
export function PeriodPage({
  search,
  onSearchChange,
}: {
  search: PromotionSearch;
  onSearchChange(next: Partial<PromotionSearch>): void;
}) {
  const storeId = useStoreId();
  const q = useListPeriods({ store_id: storeId, state: search.state, page_no: search.page_no });
  const [editing, setEditing] = useState<PromotionPeriod | 'new' | null>(null);
  const [ending, setEnding] = useState<{ row: PromotionPeriod; key: string } | null>(null);
  const end = useEndPeriod({
    onSuccess: () => {
      toast.success(PR.ended);
      setEnding(null);
    },
    onError: (e) => {
      toast.error(e.message);
      setEnding(null);
    },
  });
  const columns: DataColumn<PromotionPeriod>[] = [
    { key: 'promotion_name', header: T.name },
    {
      key: 'discount',
      header: PR.discount,
      cell: (r) => PR.discountLabel(r.discount_type, r.discount_value),
    },
    { key: 'period', header: PR.period, cell: (r) => periodLabel(r.start_date, r.end_date) },
    { key: 'use_count', header: T.uses, align: 'end', cell: (r) => PC.count(r.use_count) },
    { key: 'discount_total', header: T.discountTotal, align: 'end', cell: (r) => PC.won(r.discount_total) },
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
              setEnding({ row: r, key: newIntentKey() });
            }}
          >
            {PR.end}
          </Button>
        ),
    },
  ];
  return (
    <PromotionListFrame<PromotionPeriod>
      title={ko.page.promotionPeriod}
      tab="period"
      search={search}
      onSearchChange={onSearchChange}
      addLabel={T.add}
      onAdd={() => setEditing('new')}
      page={q.data}
      columns={columns}
      rows={q.data?.promotion_list ?? []}
      isLoading={q.isLoading}
      error={q.error}
      rowKey={(r) => r.promotion_id}
      onRowClick={(r) => {
        if (r.state !== 'ended') setEditing(r);
      }}
    >
      {editing ? (
        <PeriodDialog
          storeId={storeId}
          initial={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={PR.endTitle}
        body={PR.endConfirm(ending?.row.promotion_name ?? '')}
        confirmLabel={PR.end}
        danger
        busy={end.isPending}
        onClose={() => setEnding(null)}
        onConfirm={() =>
          ending &&
          end.mutate({
            body: { store_id: storeId, promotion_id: ending.row.promotion_id },
            idempotencyKey: ending.key,
          })
        }
      />
    </PromotionListFrame>
  );
}

function PeriodDialog({
  storeId,
  initial,
  onClose,
}: {
  storeId: number;
  initial: PromotionPeriod | null;
  onClose(): void;
}) {
  const today = todayYmd();
  const [form, setForm] = useState({
    promotion_name: initial?.promotion_name ?? '',
    discount_type: String(initial?.discount_type ?? 2),
    discount_value: String(initial?.discount_value ?? ''),
    start_date: initial?.start_date ?? today,
    end_date: initial?.end_date ?? addDaysYmd(today, 7),
  });
  const [intent] = useState(newIntentKey);
  const { errors, onError, clear } = useFormErrors();
  const edit = useEditPeriod({
    onSuccess: () => {
      toast.success(PC.saved);
      onClose();
    },
    onError,
  });
  const set = (key: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    clear(key);
  };
  const submit = () =>
    edit.mutate({
      idempotencyKey: intent,
      body: {
        store_id: storeId,
        promotion_id: initial?.promotion_id,
        promotion_name: form.promotion_name,
        discount_type: Number(form.discount_type),
        discount_value: form.discount_value === '' ? 0 : Number(form.discount_value),
        start_date: form.start_date,
        end_date: form.end_date,
      },
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={initial ? T.editTitle : T.addTitle}
      footer={
        <>
          <Button size="lg" variant="outline" onClick={onClose}>
            {PC.cancel}
          </Button>
          <Button size="lg" colorPalette="teal" type="submit" form="period-form" loading={edit.isPending}>
            {PC.save}
          </Button>
        </>
      }
    >
      <FormStack id="period-form" onSubmit={submit}>
        <FormField label={T.name} required error={errors.promotion_name}>
          <Input
            name="promotion_name"
            size="lg"
            value={form.promotion_name}
            onChange={(e) => set('promotion_name', e.currentTarget.value)}
          />
        </FormField>
        <DiscountFields
          type={form.discount_type}
          value={form.discount_value}
          errors={errors}
          onChange={set}
        />
        <PeriodFields start={form.start_date} end={form.end_date} errors={errors} onChange={set} />
      </FormStack>
    </Modal>
  );
}
