import { Checkbox } from '@chakra-ui/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A checkbox for one of the contract's 0/1 flags (display, pinned, auto accept) in a react-hook-form
 * form: checked is 1, unchecked 0, as the request carries it.
 */
export function FlagCheckbox<I extends FieldValues, O>({
  control,
  name,
  label,
  mt,
}: {
  control: Control<I, unknown, O>;
  name: Path<I>;
  label: string;
  mt?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value === 1}
          onCheckedChange={(d) => field.onChange(d.checked === true ? 1 : 0)}
          size="lg"
          mt={mt}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
