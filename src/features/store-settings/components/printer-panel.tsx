import { useState } from 'react';
import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, FormProvider } from 'react-hook-form';
import toast from '@/lib/toast';
import {
  CodeColumn,
  PRINT_COPIES_MAX,
  PRINTER_NAME_MAX,
  PrintOn,
  printerEditCall,
  type Printer,
} from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FlagCheckbox } from '@/components/flag-checkbox';
import { FormField } from '@/components/form-field';
import { FormInput } from '@/components/form-input';
import { FormModal } from '@/components/form-modal';
import { FormSelect } from '@/components/form-select';
import { MultiSelect } from '@/components/multi-select';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { codeLabel, codeOptions } from '@/lib/codes';
import { useContractForm } from '@/lib/use-contract-form';
import { useCodes } from '@/queries/list-codes';
import { useDeletePrinter, useEditPrinter, usePrinters, useTestPrinter } from '../api/printers';

const t = koMenuStore.printers;
const STATUS_PALETTE: Record<string, string> = {
  done: 'green',
  failed: 'red',
  queued: 'orange',
  printing: 'blue',
};

/**
 * The store's network printers (issue 26): what each prints and when, how its last print went, a test
 * page, add / edit / delete. Printing itself is the backend's (a queue with retries); a failure that
 * outlasts the retries also reaches the tablets as a toast.
 */
export function PrinterPanel({ storeId }: { storeId: number }) {
  const list = usePrinters(storeId);
  const codes = useCodes();
  const [editing, setEditing] = useState<Printer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Printer | null>(null);
  const test = useTestPrinter({ onSuccess: () => toast.success(t.testQueued) });
  const del = useDeletePrinter({
    onSuccess: () => {
      setDeleting(null);
      toast.success(koMenuStore.common.deleted);
    },
    onError: () => setDeleting(null),
  });
  const codeList = codes?.codeList ?? [];
  const typeName = (v: number) => codeLabel(codeList, CodeColumn.ORDER_TYPE, v) ?? String(v);
  const printers = list.data?.printer_list ?? [];
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t.about}</Text>
      {list.data && printers.length === 0 ? <Text>{t.none}</Text> : null}
      <Stack as="ul" gap="2">
        {printers.map((p) => (
          <HStack as="li" key={p.printer_id} borderWidth="1px" rounded="md" px="4" py="3" gap="3" wrap="wrap">
            <Stack gap="0" flex="1" minW="60">
              <HStack gap="2">
                <Text fontWeight="semibold">{p.printer_name}</Text>
                {p.active ? null : <Badge>{t.inactive}</Badge>}
                <Badge colorPalette={p.last_status ? STATUS_PALETTE[p.last_status] : 'gray'}>
                  {p.last_status ? t.status[p.last_status] : t.neverPrinted}
                </Badge>
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                {p.host}:{p.port} · {p.paper_width}mm · {p.copies}장 · {t.printOnLabels[p.print_on]} ·{' '}
                {[p.print_kitchen ? t.kitchen : null, p.print_receipt ? t.receipt : null]
                  .filter(Boolean)
                  .join(', ')}{' '}
                · {p.order_types.map(typeName).join(', ')}
              </Text>
              {p.last_status === 'failed' && p.last_error ? (
                <Text color="fg.error" fontSize="sm">
                  {p.last_error}
                </Text>
              ) : null}
            </Stack>
            <Button
              variant="outline"
              loading={test.isPending && test.variables?.printer_id === p.printer_id}
              onClick={() => test.mutate({ store_id: storeId, printer_id: p.printer_id })}
            >
              {t.test}
            </Button>
            <Button variant="outline" onClick={() => setEditing(p)} aria-label={`${p.printer_name} 수정`}>
              {koMenuStore.common.edit}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setDeleting(p)}>
              {t.delete}
            </Button>
          </HStack>
        ))}
      </Stack>
      <Button alignSelf="start" size="lg" colorPalette="teal" onClick={() => setEditing('new')}>
        {t.add}
      </Button>
      {editing ? (
        <PrinterDialog
          storeId={storeId}
          initial={editing === 'new' ? null : editing}
          typeOptions={codeOptions(codeList, CodeColumn.ORDER_TYPE, { all: false, activeOnly: true })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        body={t.deleteBody(deleting?.printer_name ?? '')}
        confirmLabel={t.delete}
        danger
        busy={del.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate({ store_id: storeId, printer_id: deleting.printer_id })}
      />
    </Stack>
  );
}

function PrinterDialog({
  storeId,
  initial,
  typeOptions,
  onClose,
}: {
  storeId: number;
  initial: Printer | null;
  typeOptions: { label: string; value: string }[];
  onClose(): void;
}) {
  const save = useEditPrinter({
    onSuccess: () => {
      toast.success(koMenuStore.common.saved);
      onClose();
    },
  });
  const form = useContractForm(printerEditCall.request, {
    defaultValues: {
      store_id: storeId,
      printer_id: initial?.printer_id,
      printer_name: initial?.printer_name ?? '',
      host: initial?.host ?? '',
      port: String(initial?.port ?? 9100),
      paper_width: String(initial?.paper_width ?? 80),
      copies: String(initial?.copies ?? 1),
      order_types: (initial?.order_types ?? [1, 2, 3, 4]).map(String),
      print_kitchen: initial?.print_kitchen ?? 1,
      print_receipt: initial?.print_receipt ?? 0,
      print_on: String(initial?.print_on ?? PrintOn.ARRIVAL),
      active: initial?.active ?? 1,
    },
    serverErrors: save.fieldErrors,
  });
  const { control, errorOf } = form;
  return (
    <FormProvider {...form}>
      <FormModal
        title={initial ? t.editTitle : t.addTitle}
        saving={form.saving}
        dirty={form.formState.isDirty}
        onClose={onClose}
        onSubmit={form.submit((body) => save.mutateAsync(body))}
      >
        <FormInput name="printer_name" label={t.name} required max={PRINTER_NAME_MAX} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormInput name="host" label={t.host} required helper={t.hostHint} inputMode="url" />
          <FormInput name="port" label={t.port} required number />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t.paper} error={errorOf('paper_width')}>
            <FormSelect
              control={control}
              name="paper_width"
              label={t.paper}
              options={[
                { label: '80mm', value: '80' },
                { label: '58mm', value: '58' },
              ]}
            />
          </FormField>
          <FormInput name="copies" label={`${t.copies} (1~${PRINT_COPIES_MAX})`} required number />
        </SimpleGrid>
        <FormField label={t.orderTypes} error={errorOf('order_types')}>
          <Controller
            control={control}
            name="order_types"
            render={({ field }) => (
              <MultiSelect
                label={t.orderTypes}
                options={typeOptions}
                value={(field.value ?? []).map(String)}
                onChange={field.onChange}
              />
            )}
          />
        </FormField>
        <FormField label={t.printOn} error={errorOf('print_on')}>
          <FormSelect
            control={control}
            name="print_on"
            label={t.printOn}
            options={[PrintOn.ARRIVAL, PrintOn.ACCEPT, PrintOn.MANUAL].map((v) => ({
              label: t.printOnLabels[v] ?? String(v),
              value: String(v),
            }))}
          />
        </FormField>
        <Stack gap="1">
          <HStack gap="6" wrap="wrap">
            <FlagCheckbox control={control} name="print_kitchen" label={t.kitchen} />
            <FlagCheckbox control={control} name="print_receipt" label={t.receipt} />
            <FlagCheckbox control={control} name="active" label={t.active} />
          </HStack>
          {errorOf('print_kitchen') ? (
            <Text color="fg.error" fontSize="sm">
              {errorOf('print_kitchen')}
            </Text>
          ) : null}
        </Stack>
      </FormModal>
    </FormProvider>
  );
}
