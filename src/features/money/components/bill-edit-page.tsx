import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import toast from '@/lib/toast';
import { todayKst, type Bill, type BillOrder } from '@/contract';
import { DatePickerField } from '@/components/date-picker-field';
import { DataTable, type DataColumn } from '@/components/data-table';
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
  const [buyer, setBuyer] = useState(bill?.buyer_name ?? '');
  const [businessNo, setBusinessNo] = useState(bill?.buyer_business_no ?? '');
  const [email, setEmail] = useState(bill?.buyer_email ?? '');
  const [issueDate, setIssueDate] = useState(bill ? bill.issue_date.replace(/-/g, '') : todayKst());
  const [memo, setMemo] = useState(bill?.memo ?? '');
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initialOrderIds));
  const [voidOpen, setVoidOpen] = useState(false);
  const readOnly = bill?.status === 9;

  const save = useEditBill({
    onSuccess: (d) => {
      toast.success(d.bill.status === 9 ? L.bill.voided : L.bill.saved);
      void navigate({ to: '/bill-manager', search: {} });
    },
    onError: () => setVoidOpen(false),
  });
  const fields = save.fieldErrors;
  const submit = (status: 1 | 9) =>
    save.mutate({
      store_id: storeId,
      transaction_id: bill?.transaction_id,
      version: bill?.version,
      buyer_name: buyer,
      buyer_business_no: businessNo,
      buyer_email: email,
      issue_date: issueDate,
      order_ids: [...selected],
      memo,
      status,
    });

  const picked = orders.filter((o) => selected.has(o.order_id));
  const pickedTotal = picked.reduce((s, o) => s + o.total_amount, 0);
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
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
    <Stack gap="5" as="form" onSubmit={(e) => e.preventDefault()}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required invalid={Boolean(fields.buyer_name)} disabled={readOnly}>
          <Field.Label>{L.bill.buyer}</Field.Label>
          <Input size="lg" name="buyer_name" value={buyer} onChange={(e) => setBuyer(e.target.value)} />
          <Field.ErrorText>{fields.buyer_name}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(fields.buyer_business_no)} disabled={readOnly}>
          <Field.Label>{L.bill.businessNo}</Field.Label>
          <Input
            size="lg"
            name="buyer_business_no"
            inputMode="numeric"
            placeholder="000-00-00000"
            value={businessNo}
            onChange={(e) => setBusinessNo(e.target.value)}
          />
          <Field.ErrorText>{fields.buyer_business_no}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(fields.buyer_email)} disabled={readOnly}>
          <Field.Label>{L.bill.email}</Field.Label>
          <Input
            size="lg"
            name="buyer_email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field.ErrorText>{fields.buyer_email}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(fields.issue_date)} disabled={readOnly}>
          <Field.Label>{L.bill.issueDate}</Field.Label>
          <DatePickerField
            inputName="issue_date"
            paramDate={issueDate}
            label={L.bill.issueDate}
            disabled={readOnly}
            onChange={(v) => v && setIssueDate(v)}
          />
          <Field.ErrorText>{fields.issue_date}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={Boolean(fields.memo)} disabled={readOnly}>
        <Field.Label>{L.bill.memo}</Field.Label>
        <Textarea name="memo" value={memo} onChange={(e) => setMemo(e.target.value)} />
        <Field.ErrorText>{fields.memo}</Field.ErrorText>
      </Field.Root>

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
        {fields.order_ids ? (
          <Text color="red.600" role="alert" mb="2">
            {fields.order_ids}
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
            <Button size="lg" colorPalette="teal" loading={save.isPending} onClick={() => submit(1)}>
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
        busy={save.isPending}
        onClose={() => setVoidOpen(false)}
        onConfirm={() => submit(9)}
      />
    </Stack>
  );
}
