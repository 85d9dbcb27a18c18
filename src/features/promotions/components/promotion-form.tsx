import type { ReactNode } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import {
  FormProvider,
  useController,
  useFormContext,
  useWatch,
  type DefaultValues,
  type FieldValues,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import toast from '@/lib/toast';
import { todayKst } from '@/contract';
import { DatePickerField } from '@/components/date-picker-field';
import { FormField } from '@/components/form-field';
import { FormInput } from '@/components/form-input';
import { FormModal } from '@/components/form-modal';
import { SelectBox } from '@/components/select-box';
import { useContractForm } from '@/lib/use-contract-form';
import { PC, PR } from './promotion-parts';

/** What a create/edit dialog gets: `initial` null for a new one. */
export interface PromotionDialogProps<T> {
  storeId: number;
  initial: T | null;
  onClose(): void;
}

/** A promotion's save mutation hook (it maps the server's field messages for the form). */
type SaveHook<O> = (options: { onSuccess(): void }) => {
  mutateAsync(body: O): Promise<unknown>;
  fieldErrors: Record<string, string>;
};

/**
 * A promotion's create/edit form (the app's one form idiom, useContractForm): validated by the call's
 * own request schema, the server's field messages put back on their fields, closed after a save.
 * `defaultValues` holds the whole request (ids too), numbers as the text the fields show.
 */
function usePromotionForm<I extends FieldValues, O>({
  schema,
  defaultValues,
  onClose,
  useSave,
}: {
  schema: z.ZodMiniType<O, I>;
  defaultValues(today: string): DefaultValues<I>;
  onClose(): void;
  useSave: SaveHook<O>;
}) {
  const save = useSave({
    onSuccess: () => {
      toast.success(PC.saved);
      onClose();
    },
  });
  const form = useContractForm(schema, {
    defaultValues: defaultValues(todayKst()),
    serverErrors: save.fieldErrors,
  });
  return { form, onSubmit: form.submit((body) => save.mutateAsync(body)) };
}

/**
 * A promotion's create/edit dialog from what differs between the three: the call's request schema and
 * save hook, the request's values for a new or an existing row, the titles and the fields. The frame
 * (FormModal) holds the form in context for the field components below.
 */
export function promotionDialog<T, I extends FieldValues, O>(config: {
  schema: z.ZodMiniType<O, I>;
  useSave: SaveHook<O>;
  values(storeId: number, initial: T | null, today: string): DefaultValues<I>;
  titles: { addTitle: string; editTitle: string };
  fields: ReactNode;
}) {
  return function PromotionDialog({ storeId, initial, onClose }: PromotionDialogProps<T>) {
    const { form, onSubmit } = usePromotionForm({
      schema: config.schema,
      onClose,
      useSave: config.useSave,
      defaultValues: (today) => config.values(storeId, initial, today),
    });
    return (
      <FormProvider {...form}>
        <FormModal
          title={initial ? config.titles.editTitle : config.titles.addTitle}
          saving={form.saving}
          dirty={form.formState.isDirty}
          onClose={onClose}
          onSubmit={onSubmit}
        >
          {config.fields}
        </FormModal>
      </FormProvider>
    );
  };
}

/** A yyyyMMdd date field bound to one request key. */
function DateInput({ name, label }: { name: 'start_date' | 'end_date'; label: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <Box flex="1" minW="40">
      <FormField label={label} required error={fieldState.error?.message}>
        <DatePickerField
          inputName={name}
          label={label}
          paramDate={typeof field.value === 'string' ? field.value : ''}
          onChange={(v) => field.onChange(v)}
        />
      </FormField>
    </Box>
  );
}

export function PeriodFields() {
  return (
    <HStack gap="4" align="start" wrap="wrap">
      <DateInput name="start_date" label={PR.startDate} />
      <DateInput name="end_date" label={PR.endDate} />
    </HStack>
  );
}

/** The discount kind (amount or percent) and its value; the value's unit follows the kind. */
export function DiscountFields() {
  const { control } = useFormContext();
  const type = useController({ name: 'discount_type' });
  const typeValue = String(useWatch({ control, name: 'discount_type' }) ?? '1');
  return (
    <HStack gap="4" align="start" wrap="wrap">
      <Box flex="1" minW="40">
        <FormField label={PR.discountType} error={type.fieldState.error?.message}>
          <SelectBox
            label={PR.discountType}
            name="discount_type"
            size="lg"
            value={typeValue}
            options={[
              { label: PR.discountAmount, value: '1' },
              { label: PR.discountPercent, value: '2' },
            ]}
            onChange={(v) => type.field.onChange(v)}
          />
        </FormField>
      </Box>
      <Box flex="1" minW="40">
        <FormInput
          name="discount_value"
          label={`${PR.discountValue} (${typeValue === '2' ? '%' : '원'})`}
          required
          number
        />
      </Box>
    </HStack>
  );
}
