import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  chakra,
  Flex,
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
import { format } from 'date-fns';
import { HolidayType, TempType, todayKst, type StoreHours } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatePickerField } from '@/components/date-picker-field';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { appState } from '@/state/store';
import { useDailyClose } from '../api/daily-close';
import { useDeleteTemp } from '../api/delete-temp';
import { useEditHoliday } from '../api/edit-holiday';
import { useEditTemp } from '../api/edit-temp';
import { useGetStoreHours } from '../api/get-store-hours';
import { useOpenManual } from '../api/open-manual';
import { combineDateTime } from '../date-time';

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

function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="lg" p="5" bg="bg.panel">
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
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

function TempPanel({ storeId, data }: { storeId: number; data: StoreHours }) {
  const today = todayKst();
  const [type, setType] = useState(String(TempType.CLOSE));
  const [startDate, setStartDate] = useState(today);
  const [startTime, setStartTime] = useState('09:00');
  const [endDate, setEndDate] = useState(today);
  const [endTime, setEndTime] = useState('23:00');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<number | null>(null);
  const add = useEditTemp({
    onSuccess: () => {
      toast.success(t.common.saved);
      setErrors({});
      setReason('');
    },
    // Kept in local state: the form also sets its own (date and time) errors before sending.
    onError: (e) => setErrors(e.fields ?? {}),
  });
  const del = useDeleteTemp({
    onSuccess: () => {
      setDeleting(null);
      toast.success(t.common.deleted);
    },
    onError: () => setDeleting(null),
  });
  const submit = () => {
    const start = combineDateTime(startDate, startTime);
    const end = combineDateTime(endDate, endTime);
    if (!start || !end) {
      setErrors({
        ...(start ? {} : { start_at: '시작 날짜와 시각을 입력해 주세요.' }),
        ...(end ? {} : { end_at: '종료 날짜와 시각을 입력해 주세요.' }),
      });
      return;
    }
    add.mutate({
      store_id: storeId,
      temp_type: Number(type) as 1 | 2,
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      reason,
    });
  };
  return (
    <Section title={h.temp}>
      <Stack gap="5">
        {data.temp_list.length === 0 ? <Text color="fg.muted">{h.noTemp}</Text> : null}
        <Stack gap="2" as="ul">
          {data.temp_list.map((s) => (
            <HStack
              as="li"
              key={s.temp_id}
              borderWidth="1px"
              rounded="md"
              px="4"
              py="2"
              gap="3"
              data-testid="temp-item"
            >
              <Badge size="lg" colorPalette={s.temp_type === TempType.CLOSE ? 'red' : 'green'}>
                {h.tempTypes[s.temp_type]}
              </Badge>
              {s.active ? <Badge colorPalette="orange">{h.active}</Badge> : null}
              <Text flex="1">
                {format(new Date(s.start_at), 'yyyy. MM. dd. HH:mm')} ~{' '}
                {format(new Date(s.end_at), 'yyyy. MM. dd. HH:mm')}
                {s.reason ? ` · ${s.reason}` : ''}
              </Text>
              <Button variant="outline" colorPalette="red" onClick={() => setDeleting(s.temp_id)}>
                {t.common.delete}
              </Button>
            </HStack>
          ))}
        </Stack>
        <Flex gap="4" wrap="wrap" align="end">
          <FormField label={h.tempType} error={errors.temp_type}>
            <SelectBox
              label={h.tempType}
              size="lg"
              value={type}
              options={[TempType.CLOSE, TempType.OPEN].map((v) => ({
                label: h.tempTypes[v] ?? String(v),
                value: String(v),
              }))}
              onChange={setType}
            />
          </FormField>
          <FormField label={h.startDate} error={errors.start_at}>
            <HStack>
              <DatePickerField
                inputName="start_date"
                paramDate={startDate}
                label={h.startDate}
                onChange={(v) => setStartDate(v)}
              />
              <Input
                type="time"
                aria-label={h.startTime}
                value={startTime}
                onChange={(e) => setStartTime(e.currentTarget.value)}
                w="32"
              />
            </HStack>
          </FormField>
          <FormField label={h.endDate} error={errors.end_at}>
            <HStack>
              <DatePickerField
                inputName="end_date"
                paramDate={endDate}
                label={h.endDate}
                onChange={(v) => setEndDate(v)}
              />
              <Input
                type="time"
                aria-label={h.endTime}
                value={endTime}
                onChange={(e) => setEndTime(e.currentTarget.value)}
                w="32"
              />
            </HStack>
          </FormField>
          <FormField label={h.reason} error={errors.reason}>
            <Input
              size="lg"
              value={reason}
              maxLength={100}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </FormField>
          <Button size="lg" colorPalette="teal" loading={add.isPending} onClick={submit}>
            {h.addTemp}
          </Button>
        </Flex>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={h.deleteTempTitle}
        body={h.deleteTempBody}
        confirmLabel={t.common.delete}
        danger
        busy={del.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting !== null && del.mutate({ store_id: storeId, temp_id: deleting })}
      />
    </Section>
  );
}
