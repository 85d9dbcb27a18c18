import { addDaysYmd, couponEditCall, PROMOTION_NAME_MAX, type Coupon } from '@/contract';
import { FormInput } from '@/components/form-input';
import { ko } from '@/i18n/ko';
import { useEditCoupon } from '../api/edit-coupon';
import { useEndCoupon } from '../api/end-coupon';
import { useListCoupons } from '../api/list-coupons';
import { CouponIssueDialog } from './coupon-issue-dialog';
import { DiscountFields, PeriodFields, promotionDialog } from './promotion-form';
import { promotionListPage } from './promotion-list-page';
import { discountColumn, PC, periodColumn, PR } from './promotion-parts';

const K = PR.coupon;

const CouponDialog = promotionDialog({
  schema: couponEditCall.request,
  useSave: useEditCoupon,
  values: (storeId, initial: Coupon | null, today) => ({
    store_id: storeId,
    coupon_id: initial?.coupon_id,
    coupon_name: initial?.coupon_name ?? '',
    discount_type: String(initial?.discount_type ?? 1),
    discount_value: String(initial?.discount_value ?? ''),
    min_order_amount: String(initial?.min_order_amount ?? 0),
    issue_limit: initial?.issue_limit ? String(initial.issue_limit) : '',
    start_date: initial?.start_date ?? today,
    end_date: initial?.end_date ?? addDaysYmd(today, 30),
  }),
  titles: K,
  fields: (
    <>
      <FormInput name="coupon_name" label={K.name} required max={PROMOTION_NAME_MAX} />
      <DiscountFields />
      <FormInput name="min_order_amount" label={`${PR.minOrder} (원)`} number />
      <FormInput name="issue_limit" label={K.issueLimit} helper={K.issueLimitHint} number />
      <PeriodFields />
    </>
  ),
});

/** /promotion-coupon: the store's coupons with issue and use counts; create, edit, end, issue to customers. */
export const CouponPage = promotionListPage({
  title: ko.page.promotionCoupon,
  tab: 'coupon',
  addLabel: K.add,
  useList: useListCoupons,
  rows: (d) => d.coupon_list,
  columns: [
    { key: 'coupon_name', header: K.name },
    discountColumn<Coupon>(),
    { key: 'min_order_amount', header: PR.minOrder, align: 'end', cell: (r) => PC.won(r.min_order_amount) },
    periodColumn<Coupon>(),
    {
      key: 'issued_count',
      header: `${K.issued} / ${K.used}`,
      align: 'end',
      cell: (r) =>
        `${r.issued_count.toLocaleString('ko-KR')}${r.issue_limit ? ` (${r.issue_limit.toLocaleString('ko-KR')})` : ''} / ${r.used_count.toLocaleString('ko-KR')}`,
    },
  ],
  rowKey: (r) => r.coupon_id,
  rowName: (r) => r.coupon_name,
  useEnd: useEndCoupon,
  endBody: (storeId, r) => ({ store_id: storeId, coupon_id: r.coupon_id }),
  Dialog: CouponDialog,
  rowAction: {
    label: K.issue,
    ariaLabel: (r) => K.issueAria(r.coupon_name),
    // Ended coupons still open it (the issue list stays readable); expired ones too.
    show: () => true,
    Dialog: ({ storeId, row, onClose }) => (
      <CouponIssueDialog storeId={storeId} coupon={row} onClose={onClose} />
    ),
  },
});
