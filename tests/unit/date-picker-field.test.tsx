import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { DatePickerField } from '@/components/date-picker-field';

afterEach(cleanup);

const hidden = (c: HTMLElement, name: string) =>
  c.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)!;
const visible = (c: HTMLElement) => c.querySelector<HTMLInputElement>('input.date-picker-input')!;

describe('DatePickerField', () => {
  it('starts with the given date, shown as yyyy. MM. dd, carried as yyyyMMdd', () => {
    const { container } = render(<DatePickerField inputName="start_date" paramDate="20261121" />);
    expect(visible(container).value).toBe('2026. 11. 21');
    expect(hidden(container, 'start_date').value).toBe('20261121');
  });

  it('is empty when unset, and month mode shows yyyy. MM and carries yyyyMM', () => {
    const { container } = render(
      <>
        <DatePickerField inputName="none" />
        <DatePickerField inputName="month" paramDate="20261121" monthPicker />
      </>,
    );
    expect(hidden(container, 'none').value).toBe('');
    const inputs = container.querySelectorAll<HTMLInputElement>('input.date-picker-input');
    expect(inputs[1]!.value).toBe('2026. 11');
    expect(hidden(container, 'month').value).toBe('202611');
  });

  it('opens a Korean calendar starting on Monday without a time picker, and applies a pick at once', () => {
    const onChange = vi.fn();
    const { container } = render(
      <DatePickerField inputName="d" paramDate="20261121" onChange={onChange} format="yyyy-MM-dd" />,
    );
    expect(hidden(container, 'd').value).toBe('2026-11-21');
    act(() => {
      fireEvent.click(visible(container));
    });
    const names = [...document.querySelectorAll('.react-datepicker__day-name')].map((e) => e.textContent);
    expect(names[0]).toMatch(/^월/);
    expect(names[6]).toMatch(/^일/);
    expect(document.querySelector('.react-datepicker__current-month')?.textContent).toMatch(/2026년 11월/);
    expect(document.querySelector('.react-datepicker__time-container')).toBeNull();
    const day = [
      ...document.querySelectorAll('.react-datepicker__day:not(.react-datepicker__day--outside-month)'),
    ].find((e) => e.textContent === '3')!;
    act(() => {
      fireEvent.click(day);
    });
    expect(onChange).toHaveBeenCalledWith('2026-11-03', new Date(2026, 10, 3));
    expect(hidden(container, 'd').value).toBe('2026-11-03');
    expect(visible(container).value).toBe('2026. 11. 03');
  });

  it('follows a new paramDate and can be disabled', () => {
    const { container, rerender } = render(<DatePickerField inputName="d" paramDate="20260101" disabled />);
    expect(visible(container).disabled).toBe(true);
    rerender(<DatePickerField inputName="d" paramDate="20270202" disabled />);
    expect(hidden(container, 'd').value).toBe('20270202');
  });
});
