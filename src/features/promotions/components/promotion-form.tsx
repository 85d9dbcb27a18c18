import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Box, HStack, Input } from '@chakra-ui/react';
import {
  Controller,
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
import { FormModal } from '@/components/form-modal';
import { NumberInput } from '@/components/number-input';
import { SelectBox } from '@/components/select-box';
import { useContractForm, type ContractForm } from '@/lib/use-contract-form';
import { PC, PR } from './promotion-parts';

/** What a create/edit dialog gets: `initial` null for a new one. */
export interface PromotionDialogProps<T> {
  storeId: number;
  initial: T | null;
  onClose(): void;
}

/**
 * A promotion's create/edit form (the app's one form idiom, useContractForm): validated by the call's
 * own request schema, the server's field messages put back on their fields, closed after a save.
 * `defaultValues` holds the whole request (ids too), numbers as the text the fields show.
 */
export function usePromotionForm<I extends FieldValues, O>({
  schema,
  defaultValues,
  onClose,
  useSave,
}: {
  schema: z.ZodMiniType<O, I>;
  defaultValues(today: string): DefaultValues<I>;
  onClose(): void;
  useSave(options: { onSuccess(): void }): {
    mutateAsync(body: O): Promise<unknown>;
    fieldErrors: Record<string, string>;
  };
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
  // The dialog frame's props, spread into PromotionFormDialog.
  return { form, onSubmit: form.submit((body) => save.mutateAsync(body)), onClose };
}

/** The create/edit dialog frame (FormModal) with the form in context for the field components below. */
export function PromotionFormDialog<I extends FieldValues, O>({
  title,
  form,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  form: ContractForm<I, O>;
  onSubmit(event?: BaseSyntheticEvent): Promise<void>;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <FormModal
        title={title}
        saving={form.saving}
        dirty={form.formState.isDirty}
        onClose={onClose}
        onSubmit={onSubmit}
      >
        {children}
      </FormModal>
    </FormProvider>
  );
}

/**
 * A labelled field bound to one request key. `number`: typed digits with thousands commas, refused by
 * the schema when not a whole number (never rewritten); `max`: a text field's character counter (no
 * maxLength attribute: a paste is not cut, the schema refuses what is over).
 */
export function PromotionInput({
  name,
  label,
  required,
  helper,
  number,
  max,
}: {
  name: string;
  label: string;
  required?: boolean;
  helper?: ReactNode;
  number?: boolean;
  max?: number;
}) {
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => {
        const text = typeof field.value === 'string' ? field.value : String(field.value ?? '');
        return (
          <FormField
            label={label}
            required={required}
            error={fieldState.error?.message}
            helper={helper}
            count={max ? { length: text.length, max } : undefined}
          >
            {number ? (
              <NumberInput size="lg" {...field} />
            ) : (
              <Input
                size="lg"
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={text}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              />
            )}
          </FormField>
        );
      }}
    />
  );
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
        <PromotionInput
          name="discount_value"
          label={`${PR.discountValue} (${typeValue === '2' ? '%' : '원'})`}
          required
          number
        />
      </Box>
    </HStack>
  );
}
