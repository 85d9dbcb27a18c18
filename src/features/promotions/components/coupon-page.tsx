import { useState } from 'react';
import { Button, Input } from '@chakra-ui/react';
import toast from 'react-hot-toast';
import type { Coupon } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DataColumn } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { newIntentKey } from '@/lib/intent-key';
import { ko } from '@/i18n/ko';
import { useEditCoupon } from '../api/edit-coupon';
import { useEndCoupon } from '../api/end-coupon';
import { useListCoupons } from '../api/list-coupons';
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

const K = PR.coupon;

/** /promotion-coupon: the store's coupons with issue and use counts; create, edit, end. */
export function CouponPage({
  search,
  onSearchChange,
}: {
  search: PromotionSearch;
  onSearchChange(next: Partial<PromotionSearch>): void;
}) {
  const storeId = useStoreId();
  const q = useListCoupons({ store_id: storeId, state: search.state, page_no: search.page_no });
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [ending, setEnding] = useState<{ row: Coupon; key: string } | null>(null);
  const end = useEndCoupon({
    onSuccess: () => {
      toast.success(PR.ended);
      setEnding(null);
    },
    onError: (e) => {
      toast.error(e.message);
      setEnding(null);
    },
  });
  const columns: DataColumn<Coupon>[] = [
    { key: 'coupon_name', header: K.name },
    {
      key: 'discount',
      header: PR.discount,
      cell: (r) => PR.discountLabel(r.discount_type, r.discount_value),
    },
    { key: 'min_order_amount', header: PR.minOrder, align: 'end', cell: (r) => PC.won(r.min_order_amount) },
    { key: 'period', header: PR.period, cell: (r) => periodLabel(r.start_date, r.end_date) },
    {
      key: 'issued_count',
      header: `${K.issued} / ${K.used}`,
      align: 'end',
      cell: (r) =>
        `${r.issued_count.toLocaleString('ko-KR')}${r.issue_limit ? ` (${r.issue_limit.toLocaleString('ko-KR')})` : ''} / ${r.used_count.toLocaleString('ko-KR')}`,
    },
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
    <PromotionListFrame<Coupon>
      title={ko.page.promotionCoupon}
      tab="coupon"
      search={search}
      onSearchChange={onSearchChange}
      addLabel={K.add}
      onAdd={() => setEditing('new')}
      page={q.data}
      columns={columns}
      rows={q.data?.coupon_list ?? []}
      isLoading={q.isLoading}
      error={q.error}
      rowKey={(r) => r.coupon_id}
      onRowClick={(r) => {
        if (r.state !== 'ended') setEditing(r);
      }}
    >
      {editing ? (
        <CouponDialog
          storeId={storeId}
          initial={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={PR.endTitle}
        body={PR.endConfirm(ending?.row.coupon_name ?? '')}
        confirmLabel={PR.end}
        danger
        busy={end.isPending}
        onClose={() => setEnding(null)}
        onConfirm={() =>
          ending &&
          end.mutate({
            body: { store_id: storeId, coupon_id: ending.row.coupon_id },
            idempotencyKey: ending.key,
          })
        }
      />
    </PromotionListFrame>
  );
}

function CouponDialog({
  storeId,
  initial,
  onClose,
}: {
  storeId: number;
  initial: Coupon | null;
  onClose(): void;
}) {
  const today = todayYmd();
  const [form, setForm] = useState({
    coupon_name: initial?.coupon_name ?? '',
    discount_type: String(initial?.discount_type ?? 1),
    discount_value: String(initial?.discount_value ?? ''),
    min_order_amount: String(initial?.min_order_amount ?? 0),
    issue_limit: initial?.issue_limit ? String(initial.issue_limit) : '',
    start_date: initial?.start_date ?? today,
    end_date: initial?.end_date ?? addDaysYmd(today, 30),
  });
  const [intent] = useState(newIntentKey);
  const { errors, onError, clear } = useFormErrors();
  const edit = useEditCoupon({
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
        coupon_id: initial?.coupon_id,
        coupon_name: form.coupon_name,
        discount_type: Number(form.discount_type),
        discount_value: form.discount_value === '' ? 0 : Number(form.discount_value),
        min_order_amount: form.min_order_amount === '' ? 0 : Number(form.min_order_amount),
        issue_limit: form.issue_limit,
        start_date: form.start_date,
        end_date: form.end_date,
      },
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={initial ? K.editTitle : K.addTitle}
      footer={
        <>
          <Button size="lg" variant="outline" onClick={onClose}>
            {PC.cancel}
          </Button>
          <Button size="lg" colorPalette="teal" type="submit" form="coupon-form" loading={edit.isPending}>
            {PC.save}
          </Button>
        </>
      }
    >
      <FormStack id="coupon-form" onSubmit={submit}>
        <FormField label={K.name} required error={errors.coupon_name}>
          <Input
            name="coupon_name"
            size="lg"
            value={form.coupon_name}
            onChange={(e) => set('coupon_name', e.currentTarget.value)}
          />
        </FormField>
        <DiscountFields
          type={form.discount_type}
          value={form.discount_value}
          errors={errors}
          onChange={set}
        />
        <FormField label={`${PR.minOrder} (원)`} error={errors.min_order_amount}>
          <Input
            name="min_order_amount"
            inputMode="numeric"
            size="lg"
            value={form.min_order_amount}
            onChange={(e) => set('min_order_amount', e.currentTarget.value.replace(/[^0-9]/g, ''))}
          />
        </FormField>
        <FormField label={K.issueLimit} error={errors.issue_limit} helper={K.issueLimitHint}>
          <Input
            name="issue_limit"
            inputMode="numeric"
            size="lg"
            value={form.issue_limit}
            onChange={(e) => set('issue_limit', e.currentTarget.value.replace(/[^0-9]/g, ''))}
          />
        </FormField>
        <PeriodFields start={form.start_date} end={form.end_date} errors={errors} onChange={set} />
      </FormStack>
    </Modal>
  );
}
