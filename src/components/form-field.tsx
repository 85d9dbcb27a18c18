import type { ReactNode } from 'react';
import { Field, Text } from '@chakra-ui/react';
import { ko } from '@/i18n/ko';

interface FormFieldProps {
  label: string;
  /** The server's (or the form's) message for this field; marks the field invalid. */
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
  /**
   * A text field's length and limit: shows "12/50" under the field, and says so once the limit is
   * reached. Fields carry no maxLength attribute (a paste would be cut silently); the schema refuses
   * the over-long text on submit (issue 28).
   */
  count?: { length: number; max: number };
}

/** A labelled form field over Chakra's Field: label, control, helper text or error message. */
export function FormField({ label, error, helper, required, disabled, children, count }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
      {count ? <CharCount {...count} /> : null}
    </Field.Root>
  );
}

function CharCount({ length, max }: { length: number; max: number }) {
  const over = length > max;
  const full = length >= max;
  return (
    <Text
      fontSize="sm"
      alignSelf="flex-end"
      color={over ? 'fg.error' : full ? 'orange.fg' : 'fg.muted'}
      aria-live={full ? 'polite' : 'off'}
    >
      {over
        ? ko.common.textOver(length - max, max)
        : full
          ? ko.common.textFull(max)
          : `${length.toLocaleString('ko-KR')}/${max.toLocaleString('ko-KR')}`}
    </Text>
  );
}
