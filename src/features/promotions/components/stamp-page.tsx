import { addDaysYmd, PROMOTION_NAME_MAX, stampEditCall, type StampProgram } from '@/contract';
import { FormInput } from '@/components/form-input';
import { ko } from '@/i18n/ko';
import { useEditStamp } from '../api/edit-stamp';
import { useEndStamp } from '../api/end-stamp';
import { useListStamps } from '../api/list-stamps';
import { PeriodFields, promotionDialog } from './promotion-form';
import { promotionListPage } from './promotion-list-page';
import { Note, periodColumn, PR } from './promotion-parts';

const S = PR.stamp;
const n = (v: number) => v.toLocaleString('ko-KR');

const StampDialog = promotionDialog({
  schema: stampEditCall.request,
  useSave: useEditStamp,
  values: (storeId, initial: StampProgram | null, today) => ({
    store_id: storeId,
    stamp_program_id: initial?.stamp_program_id,
    program_name: initial?.program_name ?? '',
    stamps_required: String(initial?.stamps_required ?? 10),
    reward_name: initial?.reward_name ?? '',
    min_order_amount: String(initial?.min_order_amount ?? 0),
    start_date: initial?.start_date ?? today,
    end_date: initial?.end_date ?? addDaysYmd(today, 90),
  }),
  titles: S,
  fields: (
    <>
      <FormInput name="program_name" label={S.name} required max={PROMOTION_NAME_MAX} />
      <FormInput name="stamps_required" label={S.required} required number />
      <FormInput name="reward_name" label={S.reward} required max={PROMOTION_NAME_MAX} />
      <FormInput name="min_order_amount" label={`${S.minOrder} (원)`} number />
      <PeriodFields />
    </>
  ),
});

/** /promotion-stamp: stamp programs with how many customers collect, stamps given and rewards. */
export const StampPage = promotionListPage({
  title: ko.page.promotionStamp,
  tab: 'stamp',
  addLabel: S.add,
  useList: useListStamps,
  rows: (d) => d.stamp_list,
  columns: [
    { key: 'program_name', header: S.name },
    {
      key: 'stamps_required',
      header: S.required,
      align: 'end',
      cell: (r) => S.requiredShort(r.stamps_required),
    },
    { key: 'reward_name', header: S.reward },
    periodColumn<StampProgram>(),
    { key: 'customer_count', header: S.customers, align: 'end', cell: (r) => n(r.customer_count) },
    { key: 'stamp_total', header: S.stamps, align: 'end', cell: (r) => n(r.stamp_total) },
    { key: 'reward_count', header: S.rewards, align: 'end', cell: (r) => n(r.reward_count) },
  ],
  rowKey: (r) => r.stamp_program_id,
  rowName: (r) => r.program_name,
  useEnd: useEndStamp,
  endBody: (storeId, r) => ({ store_id: storeId, stamp_program_id: r.stamp_program_id }),
  Dialog: StampDialog,
  note: <Note>{S.oneRunning}</Note>,
});
