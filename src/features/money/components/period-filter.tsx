import { Box, Button, ButtonGroup, Field } from '@chakra-ui/react';
import { DatePickerField } from '@/components/date-picker-field';
import { koMoney } from '@/i18n/ko-money';

const L = koMoney;

/** Two day pickers (시작일 ~ 종료일); each pick applies at once. */
export function DayRangeFilter({
  start,
  end,
  onChange,
}: {
  start: string;
  end: string;
  onChange(range: { start_date: string; end_date: string }): void;
}) {
  return (
    <>
      <Field.Root w="auto">
        <Field.Label>{L.startDate}</Field.Label>
        <Box data-testid="start-date">
          <DatePickerField
            inputName="start_date"
            paramDate={start}
            label={L.startDate}
            onChange={(value) => value && onChange({ start_date: value, end_date: end })}
          />
        </Box>
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>{L.endDate}</Field.Label>
        <Box data-testid="end-date">
          <DatePickerField
            inputName="end_date"
            paramDate={end}
            label={L.endDate}
            onChange={(value) => value && onChange({ start_date: start, end_date: value })}
          />
        </Box>
      </Field.Root>
    </>
  );
}

/** 일별 / 월별 switch, then a day range or a Korean month picker. */
export function PeriodFilter({
  mode,
  start,
  end,
  month,
  onChange,
}: {
  mode: 'day' | 'month';
  start: string;
  end: string;
  month: string;
  onChange(next: { mode?: 'day' | 'month'; start_date?: string; end_date?: string; month?: string }): void;
}) {
  return (
    <>
      <Field.Root w="auto">
        <Field.Label>{L.periodMode}</Field.Label>
        <ButtonGroup attached variant="outline" size="lg">
          <Button
            aria-pressed={mode === 'month'}
            variant={mode === 'month' ? 'solid' : 'outline'}
            colorPalette="teal"
            onClick={() => onChange({ mode: 'month' })}
          >
            {L.modeMonth}
          </Button>
          <Button
            aria-pressed={mode === 'day'}
            variant={mode === 'day' ? 'solid' : 'outline'}
            colorPalette="teal"
            onClick={() => onChange({ mode: 'day' })}
          >
            {L.modeDay}
          </Button>
        </ButtonGroup>
      </Field.Root>
      {mode === 'month' ? (
        <Field.Root w="auto">
          <Field.Label>{L.month}</Field.Label>
          <Box data-testid="month-picker">
            <DatePickerField
              inputName="month"
              monthPicker
              paramDate={month}
              label={L.month}
              onChange={(value) => value && onChange({ month: value })}
            />
          </Box>
        </Field.Root>
      ) : (
        <DayRangeFilter start={start} end={end} onChange={(r) => onChange(r)} />
      )}
    </>
  );
}
