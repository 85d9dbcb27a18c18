import { addDaysYmd, PROMOTION_NAME_MAX, promotionPeriodEditCall, type PromotionPeriod } from '@/contract';
import { FormInput } from '@/components/form-input';
import { ko } from '@/i18n/ko';
import { useEditPeriod } from '../api/edit-period';
import { useEndPeriod } from '../api/end-period';
import { useListPeriods } from '../api/list-periods';
import { DiscountFields, PeriodFields, promotionDialog } from './promotion-form';
import { promotionListPage } from './promotion-list-page';
import { discountColumn, PC, periodColumn, PR } from './promotion-parts';

const T = PR.periodPromo;

const PeriodDialog = promotionDialog({
  schema: promotionPeriodEditCall.request,
  useSave: useEditPeriod,
  values: (storeId, initial: PromotionPeriod | null, today) => ({
    store_id: storeId,
    promotion_id: initial?.promotion_id,
    promotion_name: initial?.promotion_name ?? '',
    discount_type: String(initial?.discount_type ?? 2),
    discount_value: String(initial?.discount_value ?? ''),
    start_date: initial?.start_date ?? today,
    end_date: initial?.end_date ?? addDaysYmd(today, 7),
  }),
  titles: T,
  fields: (
    <>
      <FormInput name="promotion_name" label={T.name} required max={PROMOTION_NAME_MAX} />
      <DiscountFields />
      <PeriodFields />
    </>
  ),
});

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
