import { useRef, useState, type ReactNode } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { ko as koLocale } from 'date-fns/locale/ko';
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker-field.css';
import { koDatePicker as t } from '@/i18n/ko-date-picker';
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

/**
 * The calendar's frame with a Korean name (react-datepicker names it "Choose Date"). Not aria-modal
 * as the library marks it: focus is not held in it (Tab leaves and closes it), so the page around it
 * must stay readable to a screen reader.
 */
function CalendarFrame({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} role="dialog" aria-label={t.calendar} translate="no">
      {children}
    </div>
  );
}

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
  const picker = useRef<DatePicker>(null);
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
        // preventOpenOnFocus also keeps react-datepicker from opening on a key: ↓ (or Alt+↓, a
        // combobox's key) opens it from the keyboard, with focus on the chosen day (then ←→↑↓,
        // PageUp/PageDown for months, Enter picks, Escape closes back to the field).
        onKeyDown={(e) => {
          const p = picker.current;
          if (e.key !== 'ArrowDown' || !p || p.isCalendarOpen()) return;
          e.preventDefault();
          p.setOpen(true);
          requestAnimationFrame(() =>
            document
              .querySelector<HTMLElement>(
                monthPicker
                  ? '.react-datepicker__month-text[tabindex="0"]'
                  : '.react-datepicker__day[tabindex="0"]',
              )
              ?.focus(),
          );
        }}
        ref={picker}
        calendarContainer={CalendarFrame}
        chooseDayAriaLabelPrefix={t.choose}
        disabledDayAriaLabelPrefix={t.unavailable}
        monthAriaLabelPrefix=""
        previousMonthAriaLabel={t.previousMonth}
        previousMonthButtonLabel={t.previousMonth}
        nextMonthAriaLabel={t.nextMonth}
        nextMonthButtonLabel={t.nextMonth}
        previousYearAriaLabel={t.previousYear}
        previousYearButtonLabel={t.previousYear}
        nextYearAriaLabel={t.nextYear}
        nextYearButtonLabel={t.nextYear}
      />
      <input type="hidden" name={inputName} value={value} />
    </span>
  );
}
