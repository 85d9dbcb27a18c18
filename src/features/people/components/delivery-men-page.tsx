import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Badge, Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import {
  DELIVERYMAN_MEMO_MAX,
  DELIVERYMAN_NAME_MAX,
  deliverymanEditCall,
  type Deliveryman,
  type DeliveryWork,
} from '@/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { DatePickerField } from '@/components/date-picker-field';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { SelectBox } from '@/components/select-box';
import { formatDateTime } from '@/lib/format';
import { ko } from '@/i18n/ko';
import { useEditDeliveryman } from '../api/edit-deliveryman';
import { useGetDeliveryman } from '../api/get-deliveryman';
import { useListDeliveryWork } from '../api/list-delivery-work';
import { useListDeliverymen } from '../api/list-deliverymen';
import type { DeliverySearch } from '../search';
import { useContractForm } from '@/lib/use-contract-form';
import { FormModal, FormModalLoading } from '@/components/form-modal';
import { FormSelect } from '@/components/form-select';
import type { SelectOption } from '@/lib/codes';
import { ActiveBadge, P, useStoreId } from './people-parts';

const D = P.delivery;
const vehicleOptions = Object.entries(D.vehicles).map(([value, label]) => ({ label, value }));

const staffColumns: DataColumn<Deliveryman>[] = [
  { key: 'deliveryman_name', header: D.name },
  { key: 'deliveryman_phone', header: D.phone },
  { key: 'vehicle_type', header: D.vehicle, cell: (r) => D.vehicles[r.vehicle_type] ?? '' },
  { key: 'today_count', header: D.todayCount, align: 'end', cell: (r) => P.common.count(r.today_count) },
  {
    key: 'active',
    header: D.status,
    cell: (r) => <ActiveBadge active={r.active} on={D.working} off={D.retired} />,
  },
  { key: 'memo', header: D.memo, cell: (r) => r.memo ?? '' },
];

const workColumns: DataColumn<DeliveryWork>[] = [
  { key: 'created_at', header: D.orderedAt, cell: (r) => formatDateTime(r.created_at) },
  { key: 'order_no', header: D.orderNo },
  { key: 'deliveryman_name', header: D.man },
  { key: 'delivery_address', header: D.address, cell: (r) => r.delivery_address ?? '' },
  { key: 'total_amount', header: D.amount, align: 'end', cell: (r) => P.common.won(r.total_amount) },
  {
    key: 'order_status',
    header: D.orderStatus,
    cell: (r) => (
      <Badge colorPalette={r.order_status === 9 ? 'red' : 'gray'}>
        {ko.orderStatus[r.order_status] ?? ''}
      </Badge>
    ),
  },
];

/** /delivery-men: the store's delivery staff, and who delivered what on a given day. */
export function DeliveryMenPage({
  search,
  onSearchChange,
}: {
  search: DeliverySearch;
  onSearchChange(next: Partial<DeliverySearch>): void;
}) {
  const storeId = useStoreId();
  const staff = useListDeliverymen({ store_id: storeId });
  const work = useListDeliveryWork({
    store_id: storeId,
    work_date: search.work_date,
    deliveryman_id: search.deliveryman_id,
  });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const men = staff.data?.deliveryman_list ?? [];
  return (
    <Stack gap="4">
      <PageHeader
        title={ko.page.deliveryMen}
        actions={
          <Button size="lg" colorPalette="teal" onClick={() => setEditing('new')}>
            {D.add}
          </Button>
        }
      />
      <Heading as="h2" size="lg">
        {D.staff}
      </Heading>
      <DataTable
        label={D.staff}
        columns={staffColumns}
        rows={staff.data?.deliveryman_list}
        query={staff}
        emptyText={P.common.empty}
        rowKey={(r) => r.deliveryman_id}
        onRowClick={(r) => setEditing(r.deliveryman_id)}
      />

      <Heading as="h2" size="lg" mt="6">
        {D.work}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Box>
          <Text fontSize="sm" mb="1">
            {D.workDate}
          </Text>
          <DatePickerField
            inputName="work_date"
            label={D.workDate}
            paramDate={search.work_date}
            onChange={(value) => {
              if (value) onSearchChange({ work_date: value });
            }}
          />
        </Box>
        <SelectBox
          label={D.man}
          name="deliveryman_id"
          size="lg"
          width="56"
          value={search.deliveryman_id === undefined ? '' : String(search.deliveryman_id)}
          options={[
            { label: D.allMen, value: '' },
            ...men.map((m) => ({ label: m.deliveryman_name, value: String(m.deliveryman_id) })),
          ]}
          onChange={(v) => onSearchChange({ deliveryman_id: v === '' ? undefined : Number(v) })}
        />
      </HStack>
      {work.data && work.data.summary.length ? (
        <DataTable
          label={D.summary}
          columns={[
            { key: 'deliveryman_name', header: D.man },
            {
              key: 'delivery_count',
              header: D.deliveryCount,
              align: 'end',
              cell: (r) => P.common.count(r.delivery_count),
              footer: true,
            },
            {
              key: 'delivery_amount',
              header: D.deliveryAmount,
              align: 'end',
              cell: (r) => P.common.won(r.delivery_amount),
              footer: true,
            },
          ]}
          rows={work.data.summary}
          // The day's totals across the delivery staff, summed here: the call answers per person only.
          total={work.data.summary.reduce(
            (t, r) => ({
              ...t,
              delivery_count: t.delivery_count + r.delivery_count,
              delivery_amount: t.delivery_amount + r.delivery_amount,
            }),
            { ...work.data.summary[0]!, deliveryman_name: '', delivery_count: 0, delivery_amount: 0 },
          )}
          rowKey={(r) => r.deliveryman_id}
        />
      ) : null}
      <DataTable
        label={D.work}
        columns={workColumns}
        rows={work.data?.work_list}
        query={work}
        emptyText={D.noWork}
        rowKey={(r) => r.order_id}
      />
      {editing !== null ? (
        <DeliverymanDialog
          storeId={storeId}
          deliverymanId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

function DeliverymanDialog({
  storeId,
  deliverymanId,
  onClose,
}: {
  storeId: number;
  deliverymanId: number | null;
  onClose(): void;
}) {
  const detail = useGetDeliveryman(
    { store_id: storeId, deliveryman_id: deliverymanId ?? 0 },
    deliverymanId !== null,
  );
  const title = deliverymanId === null ? D.addTitle : D.editTitle;
  if (deliverymanId !== null && !detail.data) {
    return <FormModalLoading title={title} error={detail.error} onClose={onClose} />;
  }
  return (
    <DeliverymanForm
      storeId={storeId}
      initial={detail.data?.deliveryman ?? null}
      title={title}
      onClose={onClose}
    />
  );
}

function DeliverymanForm({
  storeId,
  initial,
  title,
  onClose,
}: {
  storeId: number;
  initial: Deliveryman | null;
  title: string;
  onClose(): void;
}) {
  const edit = useEditDeliveryman({
    onSuccess: () => {
      toast.success(P.common.saved);
      onClose();
    },
  });
  const form = useContractForm(deliverymanEditCall.request, {
    defaultValues: {
      store_id: storeId,
      deliveryman_id: initial?.deliveryman_id,
      deliveryman_name: initial?.deliveryman_name ?? '',
      deliveryman_phone: initial?.deliveryman_phone ?? '',
      vehicle_type: String(initial?.vehicle_type ?? 1),
      memo: initial?.memo ?? '',
      active: String(initial?.active ?? 1),
    },
    serverErrors: edit.fieldErrors,
  });
  const { control, register, errorOf } = form;
  const [name, memo] = useWatch({ control, name: ['deliveryman_name', 'memo'] });
  /** A select bound to one request key. */
  const select = (name: 'vehicle_type' | 'active', label: string, options: SelectOption[]) => (
    <FormSelect control={control} name={name} label={label} options={options} />
  );
  return (
    <FormModal
      title={title}
      saving={form.saving}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={form.submit((body) => edit.mutateAsync(body))}
    >
      <FormField
        label={D.name}
        required
        error={errorOf('deliveryman_name')}
        count={{ length: String(name ?? '').length, max: DELIVERYMAN_NAME_MAX }}
      >
        <Input size="lg" {...register('deliveryman_name')} />
      </FormField>
      <FormField label={D.phone} required error={errorOf('deliveryman_phone')}>
        <Input
          type="tel"
          inputMode="tel"
          size="lg"
          placeholder="010-1234-5678"
          {...register('deliveryman_phone')}
        />
      </FormField>
      <FormField label={D.vehicle} error={errorOf('vehicle_type')}>
        {select('vehicle_type', D.vehicle, vehicleOptions)}
      </FormField>
      <FormField label={D.status} error={errorOf('active')}>
        {select('active', D.status, [
          { label: D.working, value: '1' },
          { label: D.retired, value: '0' },
        ])}
      </FormField>
      <FormField
        label={D.memo}
        error={errorOf('memo')}
        count={{ length: String(memo ?? '').length, max: DELIVERYMAN_MEMO_MAX }}
      >
        <Input size="lg" {...register('memo')} />
      </FormField>
    </FormModal>
  );
}
