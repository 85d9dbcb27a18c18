import { useState } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { ko as koLocale } from 'date-fns/locale/ko';
import 'react-datepicker/dist/react-datepicker.css';
import {
  formatPickerValue,
  parsePickerDate,
  PICKER_DISPLAY_DAY,
  PICKER_DISPLAY_MONTH,
  PICKER_MAX_YEAR,
  PICKER_MIN_YEAR,
  PICKER_WEEK_START,
} from '@/lib/date-picker-value';

registerLocale('ko', koLocale);

/** Matches the Chakra inputs next to it; large enough for a finger. */
const INPUT_STYLE = {
  height: 44,
  minWidth: 150,
  padding: '0 12px',
  fontSize: 16,
  border: '1px solid var(--chakra-colors-border, #e4e4e7)',
  borderRadius: 6,
  background: 'var(--chakra-colors-bg, #fff)',
} as const;

const MIN_DATE = new Date(PICKER_MIN_YEAR, 0, 1);
const MAX_DATE = new Date(PICKER_MAX_YEAR, 11, 31);

export interface DatePickerFieldProps {
  /** Name of the hidden form field that carries the value. */
  inputName: string;
  /** The date it starts with (Date, yyyyMMdd, yyyyMM, yyyy-MM-dd or ISO); follows later changes. */
  paramDate?: string | Date | null | undefined;
  /** date-fns pattern of the day value in the hidden field (default yyyyMMdd). */
  format?: string | undefined;
  monthPicker?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Called on every pick with the hidden field's value and the date. */
  onChange?: ((value: string, date: Date | null) => void) | undefined;
  /** Accessible name of the visible input. */
  label?: string | undefined;
}

/**
 * The date-picker form widget (spec §2, §9): Korean locale, yyyy. MM. dd (or yyyy. MM) display,
 * a hidden field with yyyyMMdd / yyyyMM, 1900–2100, weeks from Monday, no time picker, applied on pick.
 */
export function DatePickerField({
  inputName,
  paramDate,
  format,
  monthPicker,
  disabled,
  onChange,
  label,
}: DatePickerFieldProps) {
  const [date, setDate] = useState<Date | null>(() => parsePickerDate(paramDate, format));
  // A new paramDate from the parent (e.g. the URL changed) replaces the shown date.
  const [seen, setSeen] = useState(paramDate);
  if (seen !== paramDate) {
    setSeen(paramDate);
    setDate(parsePickerDate(paramDate, format));
  }
  const value = formatPickerValue(date, { format, monthPicker });

  return (
    <span className="date-picker-field">
      <DatePicker
        selected={date}
        onChange={(picked: Date | null) => {
          setDate(picked);
          onChange?.(formatPickerValue(picked, { format, monthPicker }), picked);
        }}
        locale="ko"
        dateFormatCalendar="yyyy년 M월"
        dateFormat={monthPicker ? PICKER_DISPLAY_MONTH : PICKER_DISPLAY_DAY}
        showMonthYearPicker={monthPicker ?? false}
        calendarStartDay={PICKER_WEEK_START}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        showYearDropdown={!monthPicker}
        scrollableYearDropdown
        yearDropdownItemNumber={PICKER_MAX_YEAR - PICKER_MIN_YEAR + 1}
        disabled={disabled ?? false}
        shouldCloseOnSelect
        // Opens on a tap, not on focus: a dialog focusing its first field must not cover the form.
        preventOpenOnFocus
        placeholderText={monthPicker ? 'yyyy. MM' : 'yyyy. MM. dd'}
        // Fixed positioning: the calendar is not clipped by a scrolling dialog body.
        popperProps={{ strategy: 'fixed' }}
        customInput={<input aria-label={label} className="date-picker-input" style={INPUT_STYLE} />}
      />
      <input type="hidden" name={inputName} value={value} />
    </span>
  );
}
