import { useLayoutEffect, useRef, type ComponentProps, type Ref } from 'react';
import { Input } from '@chakra-ui/react';

type InputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type' | 'ref'>;

interface NumberInputProps extends InputProps {
  /** What the form holds: the text as typed (commas removed) or a number from the server. */
  value: unknown;
  onChange(text: string): void;
  ref?: Ref<HTMLInputElement>;
}

const GROUPABLE = /^-?\d+$/;

/** Digits with thousands commas, as they are shown (only a plain integer is grouped). */
export function groupDigits(text: string): string {
  if (!GROUPABLE.test(text)) return text;
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** The position in `shown` after the `kept`-th character that is not a grouping comma. */
function caretAfter(shown: string, kept: number): number {
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (seen === kept) return i;
    if (shown[i] !== ',') seen++;
  }
  return shown.length;
}

/**
 * A whole-number text field (amounts, minutes, counts): shows thousands commas as the user types and
 * keeps the caret where it was, but never rewrites what was typed otherwise — letters or a minus stay
 * in the field for the contract's schema to reject with a Korean message next to it (issue 28: "abc"
 * used to be saved as 0 with "저장했습니다.").
 */
export function NumberInput({ value, onChange, ref, ...rest }: NumberInputProps) {
  const inner = useRef<HTMLInputElement | null>(null);
  // Characters other than grouping commas before the caret, at the last keystroke.
  const pendingCaret = useRef<number | null>(null);
  const text = value === undefined || value === null ? '' : String(value);
  const shown = groupDigits(text);

  useLayoutEffect(() => {
    const input = inner.current;
    const kept = pendingCaret.current;
    pendingCaret.current = null;
    if (!input || kept === null || document.activeElement !== input) return;
    const at = caretAfter(shown, kept);
    input.setSelectionRange(at, at);
  }, [shown]);

  return (
    <Input
      {...rest}
      ref={(node) => {
        inner.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        const caret = e.currentTarget.selectionStart ?? typed.length;
        pendingCaret.current = typed.slice(0, caret).replaceAll(',', '').length;
        // Commas are the display's; everything else is kept exactly as typed.
        onChange(typed.replaceAll(',', ''));
      }}
    />
  );
}
