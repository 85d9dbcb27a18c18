import { addDaysYmd, type PromotionPeriod } from '@/contract';
import { ko } from '@/i18n/ko';
import { useEditPeriod } from '../api/edit-period';
import { useEndPeriod } from '../api/end-period';
import { useListPeriods } from '../api/list-periods';
import {
  PromotionFormDialog,
  PromotionInput,
  promotionListPage,
  type PromotionDialogProps,
  usePromotionForm,
} from './promotion-list-page';
import { discountColumn, DiscountFields, PC, periodColumn, PeriodFields, PR } from './promotion-parts';

const T = PR.periodPromo;

function PeriodDialog({ storeId, initial, onClose }: PromotionDialogProps<PromotionPeriod>) {
  const { form, set, errors, dialog } = usePromotionForm({
    onClose,
    initial: (today) => ({
      promotion_name: initial?.promotion_name ?? '',
      discount_type: String(initial?.discount_type ?? 2),
      discount_value: String(initial?.discount_value ?? ''),
      start_date: initial?.start_date ?? today,
      end_date: initial?.end_date ?? addDaysYmd(today, 7),
    }),
    useSave: useEditPeriod,
    body: (f) => ({
      store_id: storeId,
      promotion_id: initial?.promotion_id,
      promotion_name: f.promotion_name,
      discount_type: Number(f.discount_type),
      discount_value: f.discount_value === '' ? 0 : Number(f.discount_value),
      start_date: f.start_date,
      end_date: f.end_date,
    }),
  });
  return (
    <PromotionFormDialog {...dialog} formId="period-form" title={initial ? T.editTitle : T.addTitle}>
      <PromotionInput
        name="promotion_name"
        label={T.name}
        required
        value={form.promotion_name}
        errors={errors}
        onChange={set}
      />
      <DiscountFields type={form.discount_type} value={form.discount_value} errors={errors} onChange={set} />
      <PeriodFields start={form.start_date} end={form.end_date} errors={errors} onChange={set} />
    </PromotionFormDialog>
  );
}

/** /promotion-period: discounts that apply to every order within a period; use counts and totals. */
export const PeriodPage = promotionListPage({
  title: ko.page.promotionPeriod,
  tab: 'period',
  addLabel: T.add,
  useList: useListPeriods,
  rows: (d) => d.promotion_list,
  columns: [
    { key: 'promotion_name', header: T.name },
    discountColumn<PromotionPeriod>(),
    periodColumn<PromotionPeriod>(),
    { key: 'use_count', header: T.uses, align: 'end', cell: (r) => PC.count(r.use_count) },
    { key: 'discount_total', header: T.discountTotal, align: 'end', cell: (r) => PC.won(r.discount_total) },
  ],
  rowKey: (r) => r.promotion_id,
  rowName: (r) => r.promotion_name,
  useEnd: useEndPeriod,
  endBody: (storeId, r) => ({ store_id: storeId, promotion_id: r.promotion_id }),
  Dialog: PeriodDialog,
});
