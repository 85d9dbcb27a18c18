import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { SelectOption } from '@/lib/codes';
import { SelectBox } from './select-box';

/** A SelectBox bound to one request key of a react-hook-form form (the value travels as text). */
export function FormSelect<I extends FieldValues, O>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
}: {
  control: Control<I, unknown, O>;
  name: Path<I>;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectBox
          name={name}
          label={label}
          size="lg"
          value={String(field.value ?? '')}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
          onChange={field.onChange}
        />
      )}
    />
  );
}
