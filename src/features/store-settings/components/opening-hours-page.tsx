import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  chakra,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useSnapshot } from 'valtio';
import { HolidayType, TempType, type StoreHours } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { appState } from '@/state/store';
import { useDailyClose } from '../api/daily-close';
import { useEditHoliday } from '../api/edit-holiday';
import { useEditTemp } from '../api/edit-temp';
import { useGetStoreHours } from '../api/get-store-hours';
import { useOpenManual } from '../api/open-manual';
import { Section } from './settings-section';
import { TempPanel } from './temp-panel';

const t = koMenuStore;
const h = t.hours;
const PAUSE_MINUTES = [15, 30, 60];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** /opening-hours: status and pause at the counter, weekly hours and holidays, temporary schedules. */
export function OpeningHoursPage() {
  const storeId = useSnapshot(appState).store_id ?? 0;
  const hours = useGetStoreHours({ store_id: storeId });
  const data = hours.data;
  return (
    <Stack gap="6">
      <PageHeader title={ko.page.openingHours} />
      {hours.isError ? <Text color="red.600">{hours.error.message}</Text> : null}
      {data ? (
        <>
          <StatusPanel storeId={storeId} data={data} />
          <WeeklyForm key={`${storeId}-${hours.dataUpdatedAt}`} storeId={storeId} data={data} />
          <TempPanel storeId={storeId} data={data} />
        </>
      ) : null}
    </Stack>
  );
}

function StatusPanel({ storeId, data }: { storeId: number; data: StoreHours }) {
  const [confirmClose, setConfirmClose] = useState(false);
  const pause = useEditTemp({ onSuccess: () => toast.success(t.common.saved) });
  const open = useOpenManual({ onSuccess: () => toast.success(h.openManual) });
  const close = useDailyClose({
    onSuccess: () => {
      setConfirmClose(false);
      toast.success(h.dailyClose);
    },
  });
  const taking = data.taking_orders === 1;
  return (
    <Section
      title={h.status}
      actions={
        <HStack>
          <Badge size="lg" colorPalette={data.store_status === 1 ? 'green' : 'gray'}>
            {ko.storeStatus[data.store_status] ?? data.store_status}
          </Badge>
          <Badge size="lg" colorPalette={taking ? 'green' : 'red'} data-testid="taking-orders">
            {taking ? h.takingOrders : h.notTakingOrders}
          </Badge>
        </HStack>
      }
    >
      <Wrap gap="3">
        {PAUSE_MINUTES.map((m) => (
          <Button
            key={m}
            size="lg"
            colorPalette="orange"
            variant="outline"
            loading={pause.isPending}
            onClick={() => {
              const now = Date.now();
              pause.mutate({
                store_id: storeId,
                temp_type: TempType.CLOSE,
                start_at: new Date(now).toISOString(),
                end_at: new Date(now + m * 60_000).toISOString(),
                reason: h.pauseReason,
              });
            }}
          >
            {h.pauseFor(m)}
          </Button>
        ))}
        <Button
          size="lg"
          colorPalette="teal"
          loading={open.isPending}
          onClick={() => open.mutate({ store_id: storeId })}
        >
          {h.openManual}
        </Button>
        <Button size="lg" colorPalette="red" variant="outline" onClick={() => setConfirmClose(true)}>
          {h.dailyClose}
        </Button>
      </Wrap>
      <ConfirmDialog
        open={confirmClose}
        title={h.dailyCloseTitle}
        body={h.dailyCloseBody}
        confirmLabel={h.dailyClose}
        danger
        busy={close.isPending}
        onClose={() => setConfirmClose(false)}
        onConfirm={() => close.mutate({ store_id: storeId })}
      />
    </Section>
  );
}

const CheckLabel = chakra('label', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minH: '11',
    px: '3',
    borderWidth: '1px',
    rounded: 'md',
    cursor: 'pointer',
  },
});

function WeeklyForm({ storeId, data }: { storeId: number; data: StoreHours }) {
  const [rows, setRows] = useState(data.opening_hours);
  const [type, setType] = useState(String(data.holiday.holiday_type));
  const [weeks, setWeeks] = useState<number[]>(data.holiday.holiday_weeks);
  const [days, setDays] = useState<number[]>(data.holiday.holiday_days);
  const save = useEditHoliday({ onSuccess: () => toast.success(t.common.saved) });
  const errors = save.fieldErrors;
  const setRow = (weekday: number, patch: Partial<StoreHours['opening_hours'][number]>) =>
    setRows((list) => list.map((r) => (r.weekday === weekday ? { ...r, ...patch } : r)));
  const toggle = (list: number[], v: number) =>
    list.includes(v) ? list.filter((x) => x !== v) : [...list, v].sort();
  const typeNo = Number(type);

  return (
    <Section title={h.weekly}>
      <Stack gap="5">
        <Table.Root size="sm" maxW="2xl">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{h.weekday}</Table.ColumnHeader>
              <Table.ColumnHeader>{h.open}</Table.ColumnHeader>
              <Table.ColumnHeader>{h.close}</Table.ColumnHeader>
              <Table.ColumnHeader>{h.closedDay}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r, i) => (
              <Table.Row key={r.weekday}>
                <Table.Cell fontWeight="semibold">{h.weekdays[r.weekday]}</Table.Cell>
                <Table.Cell>
                  <Input
                    type="time"
                    aria-label={`${h.weekdays[r.weekday]} ${h.open}`}
                    value={r.open_time}
                    disabled={r.closed === 1}
                    onChange={(e) => setRow(r.weekday, { open_time: e.currentTarget.value })}
                  />
                  {errors[`opening_hours.${i}.open_time`] ? (
                    <Text color="red.600" fontSize="xs">
                      {errors[`opening_hours.${i}.open_time`]}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Input
                    type="time"
                    aria-label={`${h.weekdays[r.weekday]} ${h.close}`}
                    value={r.close_time}
                    disabled={r.closed === 1}
                    onChange={(e) => setRow(r.weekday, { close_time: e.currentTarget.value })}
                  />
                  {errors[`opening_hours.${i}.close_time`] ? (
                    <Text color="red.600" fontSize="xs">
                      {errors[`opening_hours.${i}.close_time`]}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <input
                    type="checkbox"
                    aria-label={`${h.weekdays[r.weekday]} ${h.closedDay}`}
                    style={{ width: 22, height: 22 }}
                    checked={r.closed === 1}
                    onChange={(e) => setRow(r.weekday, { closed: e.currentTarget.checked ? 1 : 0 })}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>

        <Heading as="h3" size="sm">
          {h.holiday}
        </Heading>
        <FormField label={h.holidayType} error={errors.holiday_type}>
          <SelectBox
            label={h.holidayType}
            size="lg"
            width="xs"
            value={type}
            options={[HolidayType.OFF_NONE, HolidayType.OFF_PER_WEEK, HolidayType.OFF_PER_MONTH].map((v) => ({
              label: h.holidayTypes[v] ?? String(v),
              value: String(v),
            }))}
            onChange={setType}
          />
        </FormField>
        {typeNo === HolidayType.OFF_PER_MONTH ? (
          <FormField label={h.weeks} error={errors.holiday_weeks ?? errors['holiday_weeks.0']}>
            <Wrap gap="2" role="group" aria-label={h.weeks}>
              {[1, 2, 3, 4].map((w) => (
                <CheckLabel key={w}>
                  <input
                    type="checkbox"
                    checked={weeks.includes(w)}
                    onChange={() => setWeeks((l) => toggle(l, w))}
                  />
                  {h.weekN(w)}
                </CheckLabel>
              ))}
            </Wrap>
          </FormField>
        ) : null}
        {typeNo !== HolidayType.OFF_NONE ? (
          <FormField label={h.days} error={errors.holiday_days}>
            <Wrap gap="2" role="group" aria-label={h.days}>
              {WEEKDAYS.map((d) => (
                <CheckLabel key={d}>
                  <input
                    type="checkbox"
                    checked={days.includes(d)}
                    onChange={() => setDays((l) => toggle(l, d))}
                  />
                  {h.weekdays[d]}
                </CheckLabel>
              ))}
            </Wrap>
          </FormField>
        ) : null}
        {errors.opening_hours ? <Text color="red.600">{errors.opening_hours}</Text> : null}
        <Box>
          <Button
            colorPalette="teal"
            size="lg"
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                store_id: storeId,
                opening_hours: rows,
                holiday_type: typeNo as 1 | 2 | 3,
                holiday_weeks: typeNo === HolidayType.OFF_PER_MONTH ? weeks : [],
                holiday_days: typeNo === HolidayType.OFF_NONE ? [] : days,
              })
            }
          >
            {h.saveHours}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}
