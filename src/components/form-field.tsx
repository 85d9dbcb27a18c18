import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface FormFieldProps {
  label: string;
  /** The server's (or the form's) message for this field; marks the field invalid. */
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A labelled form field over Chakra's Field: label, control, helper text or error message. */
export function FormField({ label, error, helper, required, disabled, children }: FormFieldProps) {
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
    </Field.Root>
  );
}
