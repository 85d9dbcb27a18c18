import type { ReactNode } from 'react';
import { Input, type InputProps } from '@chakra-ui/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field';
import { NumberInput } from './number-input';

/**
 * A labelled input bound to one request key of a react-hook-form form (`control`, or the form in
 * context). `number`: typed digits with thousands commas, refused by the schema when not a whole
 * number (never rewritten); `max`: a text field's character counter (no maxLength attribute: a paste
 * is not cut, the schema refuses what is over). The rest goes to the input (type, inputMode, …).
 */
export function FormInput<I extends FieldValues, O>({
  control,
  name,
  label,
  required,
  helper,
  number,
  max,
  ...input
}: {
  control?: Control<I, unknown, O>;
  name: Path<I>;
  label: string;
  required?: boolean;
  helper?: ReactNode;
  number?: boolean;
  max?: number;
} & Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'placeholder' | 'disabled'>) {
  return (
    <Controller
      control={control}
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
                {...input}
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
