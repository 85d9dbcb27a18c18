import { useState, type ChangeEvent } from 'react';
import { Button, Input } from '@chakra-ui/react';
import toast from 'react-hot-toast';
import type { StampProgram } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DataColumn } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { newIntentKey } from '@/lib/intent-key';
import { ko } from '@/i18n/ko';
import { useEditStamp } from '../api/edit-stamp';
import { useEndStamp } from '../api/end-stamp';
import { useListStamps } from '../api/list-stamps';
import type { PromotionSearch } from '../search';
import { PromotionListFrame } from './promotion-list-frame';
import {
  addDaysYmd,
  FormStack,
  Note,
  PC,
  periodLabel,
  PeriodFields,
  PR,
  StateBadge,
  todayYmd,
  useFormErrors,
  useStoreId,
} from './promotion-parts';

const S = PR.stamp;
const n = (v: number) => v.toLocaleString('ko-KR');

/** /promotion-stamp: stamp programs with how many customers collect, stamps given and rewards. */
export function StampPage({
  search,
  onSearchChange,
}: {
  search: PromotionSearch;
  onSearchChange(next: Partial<PromotionSearch>): void;
}) {
  const storeId = useStoreId();
  const q = useListStamps({ store_id: storeId, state: search.state, page_no: search.page_no });
  const [editing, setEditing] = useState<StampProgram | 'new' | null>(null);
  const [ending, setEnding] = useState<{ row: StampProgram; key: string } | null>(null);
  const end = useEndStamp({
    onSuccess: () => {
      toast.success(PR.ended);
      setEnding(null);
    },
    onError: (e) => {
      toast.error(e.message);
      setEnding(null);
    },
  });
  const columns: DataColumn<StampProgram>[] = [
    { key: 'program_name', header: S.name },
    {
      key: 'stamps_required',
      header: S.required,
      align: 'end',
      cell: (r) => S.requiredShort(r.stamps_required),
    },
    { key: 'reward_name', header: S.reward },
    { key: 'period', header: PR.period, cell: (r) => periodLabel(r.start_date, r.end_date) },
    { key: 'customer_count', header: S.customers, align: 'end', cell: (r) => n(r.customer_count) },
    { key: 'stamp_total', header: S.stamps, align: 'end', cell: (r) => n(r.stamp_total) },
    { key: 'reward_count', header: S.rewards, align: 'end', cell: (r) => n(r.reward_count) },
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
    <PromotionListFrame<StampProgram>
      title={ko.page.promotionStamp}
      tab="stamp"
      search={search}
      onSearchChange={onSearchChange}
      addLabel={S.add}
      onAdd={() => setEditing('new')}
      page={q.data}
      columns={columns}
      rows={q.data?.stamp_list ?? []}
      isLoading={q.isLoading}
      error={q.error}
      rowKey={(r) => r.stamp_program_id}
      onRowClick={(r) => {
        if (r.state !== 'ended') setEditing(r);
      }}
      note={<Note>{S.oneRunning}</Note>}
    >
      {editing ? (
        <StampDialog
          storeId={storeId}
          initial={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={PR.endTitle}
        body={PR.endConfirm(ending?.row.program_name ?? '')}
        confirmLabel={PR.end}
        danger
        busy={end.isPending}
        onClose={() => setEnding(null)}
        onConfirm={() =>
          ending &&
          end.mutate({
            body: { store_id: storeId, stamp_program_id: ending.row.stamp_program_id },
            idempotencyKey: ending.key,
          })
        }
      />
    </PromotionListFrame>
  );
}

function StampDialog({
  storeId,
  initial,
  onClose,
}: {
  storeId: number;
  initial: StampProgram | null;
  onClose(): void;
}) {
  const today = todayYmd();
  const [form, setForm] = useState({
    program_name: initial?.program_name ?? '',
    stamps_required: String(initial?.stamps_required ?? 10),
    reward_name: initial?.reward_name ?? '',
    min_order_amount: String(initial?.min_order_amount ?? 0),
    start_date: initial?.start_date ?? today,
    end_date: initial?.end_date ?? addDaysYmd(today, 90),
  });
  const [intent] = useState(newIntentKey);
  const { errors, onError, clear } = useFormErrors();
  const edit = useEditStamp({
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
  const digits = (key: keyof typeof form) => (e: ChangeEvent<HTMLInputElement>) =>
    set(key, e.currentTarget.value.replace(/[^0-9]/g, ''));
  const submit = () =>
    edit.mutate({
      idempotencyKey: intent,
      body: {
        store_id: storeId,
        stamp_program_id: initial?.stamp_program_id,
        program_name: form.program_name,
        stamps_required: form.stamps_required === '' ? 0 : Number(form.stamps_required),
        reward_name: form.reward_name,
        min_order_amount: form.min_order_amount === '' ? 0 : Number(form.min_order_amount),
        start_date: form.start_date,
        end_date: form.end_date,
      },
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={initial ? S.editTitle : S.addTitle}
      footer={
        <>
          <Button size="lg" variant="outline" onClick={onClose}>
            {PC.cancel}
          </Button>
          <Button size="lg" colorPalette="teal" type="submit" form="stamp-form" loading={edit.isPending}>
            {PC.save}
          </Button>
        </>
      }
    >
      <FormStack id="stamp-form" onSubmit={submit}>
        <FormField label={S.name} required error={errors.program_name}>
          <Input
            name="program_name"
            size="lg"
            value={form.program_name}
            onChange={(e) => set('program_name', e.currentTarget.value)}
          />
        </FormField>
        <FormField label={S.required} required error={errors.stamps_required}>
          <Input
            name="stamps_required"
            inputMode="numeric"
            size="lg"
            value={form.stamps_required}
            onChange={digits('stamps_required')}
          />
        </FormField>
        <FormField label={S.reward} required error={errors.reward_name}>
          <Input
            name="reward_name"
            size="lg"
            value={form.reward_name}
            onChange={(e) => set('reward_name', e.currentTarget.value)}
          />
        </FormField>
        <FormField label={`${S.minOrder} (원)`} error={errors.min_order_amount}>
          <Input
            name="min_order_amount"
            inputMode="numeric"
            size="lg"
            value={form.min_order_amount}
            onChange={digits('min_order_amount')}
          />
        </FormField>
        <PeriodFields start={form.start_date} end={form.end_date} errors={errors} onChange={set} />
      </FormStack>
    </Modal>
  );
}
