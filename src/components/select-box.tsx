import { NativeSelect } from '@chakra-ui/react';
import type { SelectOption } from '@/lib/codes';

interface SelectBoxProps {
  /** Accessible name when no visible label is attached (Field.Label provides one otherwise). */
  label?: string;
  name?: string;
  id?: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Shown as a disabled first entry when the value matches no option. */
  placeholder?: string;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  width?: string;
}

/** A native select (fast and touch-friendly on tablets) fed with label/value options, e.g. codeOptions(). */
export function SelectBox({
  label,
  name,
  id,
  value,
  options,
  onChange,
  placeholder,
  disabled,
  size = 'md',
  width,
}: SelectBoxProps) {
  return (
    <NativeSelect.Root size={size} disabled={disabled} width={width}>
      <NativeSelect.Field
        id={id}
        name={name}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {placeholder !== undefined && !options.some((o) => o.value === value) ? (
          <option value={value} disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
