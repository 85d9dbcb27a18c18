import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Box, Button, Checkbox, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import toast from '@/lib/toast';
import { BILL_MEMO_MAX, todayKst, transactionEditCall, type Bill, type BillOrder } from '@/contract';
import { DatePickerField } from '@/components/date-picker-field';
import { DataTable, type DataColumn } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { useContractForm } from '@/lib/use-contract-form';
import { PageHeader } from '@/components/page-header';
import { koMoney } from '@/i18n/ko-money';
import { formatDateTime } from '@/lib/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useEditBill } from '../api/edit-bill';
import { useListBillOrders } from '../api/list-bill-orders';
import { rangeProblem, type BillEditSearch } from '../search';
import { ErrorNotice, RangeNotice, useCodeLabels, useStoreId, won } from './money-parts';
import { DayRangeFilter } from './period-filter';

const L = koMoney;

export function BillEditPage({
  search,
  onSearchChange,
}: {
  search: BillEditSearch;
  onSearchChange(next: Partial<BillEditSearch>): void;
}) {
  const storeId = useStoreId();
  const problem = rangeProblem(search.start_date, search.end_date, L);
  const q = useListBillOrders(
    {
      store_id: storeId,
      start_date: search.start_date,
      end_date: search.end_date,
      transaction_id: search.transaction_id,
    },
    !problem,
  );
  const title = search.transaction_id ? L.bill.edit : L.bill.create;
  const data = q.data;
  return (
    <Stack gap="4">
      <PageHeader title={data?.bill ? `${title} · ${data.bill.bill_no}` : title} />
      <RangeNotice message={problem} />
      <ErrorNotice error={q.error} />
      {data ? (
        // Remount the form when another bill (or a newer version) is loaded.
        <BillForm
          key={`${data.bill?.transaction_id ?? 'new'}-${data.bill?.version ?? 0}`}
          storeId={storeId}
          bill={data.bill}
          initialOrderIds={data.bill_order_ids}
          orders={data.order_list}
          search={search}
          onSearchChange={onSearchChange}
        />
      ) : null}
    </Stack>
  );
}

function BillForm({
  storeId,
  bill,
  initialOrderIds,
  orders,
  search,
  onSearchChange,
}: {
  storeId: number;
  bill: Bill | null;
  initialOrderIds: number[];
  orders: BillOrder[];
  search: BillEditSearch;
  onSearchChange(next: Partial<BillEditSearch>): void;
}) {
  const navigate = useNavigate();
  const labels = useCodeLabels();
  const [voidOpen, setVoidOpen] = useState(false);
  // The saved bill's status: the screen goes back to the list once the form is pristine again (the
  // leave guard would otherwise ask about the changes just saved).
  const [savedStatus, setSavedStatus] = useState<number | null>(null);
  const readOnly = bill?.status === 9;

  const save = useEditBill({ onError: () => setVoidOpen(false) });
  const form = useContractForm(transactionEditCall.request, {
    defaultValues: {
      store_id: storeId,
      transaction_id: bill?.transaction_id,
      version: bill?.version,
      buyer_name: bill?.buyer_name ?? '',
      buyer_business_no: bill?.buyer_business_no ?? '',
      buyer_email: bill?.buyer_email ?? '',
      issue_date: bill ? bill.issue_date.replace(/-/g, '') : todayKst(),
      order_ids: initialOrderIds,
      memo: bill?.memo ?? '',
      status: 1,
    },
    serverErrors: save.fieldErrors,
  });
  const { control, register, errorOf, setValue } = form;
  const dirty = form.formState.isDirty;
  useEffect(() => {
    if (savedStatus === null || dirty) return;
    toast.success(savedStatus === 9 ? L.bill.voided : L.bill.saved);
    void navigate({ to: '/bill-manager', search: {} });
  }, [savedStatus, dirty, navigate]);
  const submit = (status: 1 | 9) =>
    form.submit(async (body) => {
      const d = await save.mutateAsync({ ...body, status });
      setSavedStatus(d.bill.status);
    });
  const [orderIds, memo] = useWatch({ control, name: ['order_ids', 'memo'] });
  const selected = new Set(orderIds ?? []);

  const picked = orders.filter((o) => selected.has(o.order_id));
  const pickedTotal = picked.reduce((s, o) => s + o.total_amount, 0);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setValue('order_ids', [...next], { shouldDirty: true });
  };
  const columns: DataColumn<BillOrder>[] = [
    {
      key: 'pick',
      header: L.bill.pick,
      cell: (o) => {
        const taken = o.transaction_id !== null && o.transaction_id !== bill?.transaction_id;
        return (
          <Checkbox.Root
            size="lg"
            disabled={taken || readOnly}
            checked={selected.has(o.order_id)}
            onCheckedChange={(d) => toggle(o.order_id, d.checked === true)}
            aria-label={`${L.bill.pick} ${o.order_no}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        );
      },
    },
    { key: 'order_no', header: L.payment.orderNo },
    { key: 'created_at', header: L.admin.orderedAt, cell: (o) => formatDateTime(o.created_at) },
    { key: 'order_type', header: L.payment.orderType, cell: (o) => labels.orderType(o.order_type) },
    { key: 'pay_type', header: L.payment.payType, cell: (o) => labels.payType(o.pay_type) },
    { key: 'total_amount', header: L.admin.orderAmount, align: 'end', cell: (o) => won(o.total_amount) },
    {
      key: 'transaction_id',
      header: L.bill.status,
      cell: (o) =>
        o.transaction_id !== null && o.transaction_id !== bill?.transaction_id ? L.bill.inOtherBill : '',
    },
  ];

  return (
    <form noValidate onSubmit={submit(1)}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={L.bill.buyer} required error={errorOf('buyer_name')} disabled={readOnly}>
            <Input size="lg" {...register('buyer_name')} />
          </FormField>
          <FormField
            label={L.bill.businessNo}
            required
            error={errorOf('buyer_business_no')}
            disabled={readOnly}
          >
            <Input
              size="lg"
              inputMode="numeric"
              placeholder="000-00-00000"
              {...register('buyer_business_no')}
            />
          </FormField>
          <FormField label={L.bill.email} error={errorOf('buyer_email')} disabled={readOnly}>
            <Input size="lg" type="email" {...register('buyer_email')} />
          </FormField>
          <FormField label={L.bill.issueDate} required error={errorOf('issue_date')} disabled={readOnly}>
            <Controller
              control={control}
              name="issue_date"
              render={({ field }) => (
                <DatePickerField
                  inputName="issue_date"
                  paramDate={field.value}
                  label={L.bill.issueDate}
                  disabled={readOnly}
                  onChange={(v) => v && field.onChange(v)}
                />
              )}
            />
          </FormField>
        </SimpleGrid>
        <FormField
          label={L.bill.memo}
          error={errorOf('memo')}
          disabled={readOnly}
          count={{ length: String(memo ?? '').length, max: BILL_MEMO_MAX }}
        >
          <Textarea {...register('memo')} />
        </FormField>

        <Box>
          <Text fontWeight="bold" mb="2">
            {L.bill.orders}
          </Text>
          <HStack gap="3" wrap="wrap" align="end" mb="3">
            <DayRangeFilter
              start={search.start_date}
              end={search.end_date}
              onChange={(r) => onSearchChange(r)}
            />
          </HStack>
          {errorOf('order_ids') ? (
            <Text color="fg.error" role="alert" mb="2">
              {errorOf('order_ids')}
            </Text>
          ) : null}
          <DataTable
            columns={columns}
            rows={orders}
            emptyText={L.bill.ordersEmpty}
            rowKey={(o) => o.order_id}
          />
        </Box>

        <HStack
          justify="space-between"
          wrap="wrap"
          gap="3"
          position="sticky"
          bottom="0"
          bg="bg"
          py="3"
          borderTopWidth="1px"
        >
          <Text fontSize="lg" fontWeight="bold" data-testid="bill-selected">
            {L.bill.selected(picked.length, won(pickedTotal))}
          </Text>
          <HStack gap="2">
            <Button
              size="lg"
              variant="outline"
              onClick={() => void navigate({ to: '/bill-manager', search: {} })}
            >
              {L.bill.back}
            </Button>
            {bill && !readOnly ? (
              <Button size="lg" variant="outline" colorPalette="red" onClick={() => setVoidOpen(true)}>
                {L.bill.voidAction}
              </Button>
            ) : null}
            {!readOnly ? (
              <Button size="lg" colorPalette="teal" type="submit" loading={form.saving}>
                {L.bill.save}
              </Button>
            ) : null}
          </HStack>
        </HStack>
        <ConfirmDialog
          open={voidOpen}
          cancelLabel={L.cancel}
          title={L.bill.voidAction}
          body={L.bill.voidConfirm}
          confirmLabel={L.bill.voidAction}
          danger
          busy={form.saving}
          onClose={() => setVoidOpen(false)}
          onConfirm={() => void submit(9)()}
        />
      </Stack>
    </form>
  );
}
