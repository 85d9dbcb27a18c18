import { useState } from 'react';
import { Badge, Button, chakra, Heading, HStack, Input, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useSnapshot } from 'valtio';
import { Controller, get, useWatch } from 'react-hook-form';
import { holidayEditCall, HolidayType, PAUSE_MINUTE_CHOICES, TempType, type StoreHours } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { appState } from '@/state/store';
import { useContractForm } from '@/lib/use-contract-form';
import { useDailyClose } from '../api/daily-close';
import { useEditHoliday } from '../api/edit-holiday';
import { useEditTemp } from '../api/edit-temp';
import { useGetStoreHours } from '../api/get-store-hours';
import { useOpenManual } from '../api/open-manual';
import { SaveButton, Section } from './settings-section';
import { TempPanel } from './temp-panel';

const t = koMenuStore;
const h = t.hours;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** /opening-hours: status and pause at the counter, weekly hours and holidays, temporary schedules. */
export function OpeningHoursPage() {
  const storeId = useSnapshot(appState).store_id ?? 0;
  const hours = useGetStoreHours({ store_id: storeId });
  const data = hours.data;
  return (
    <Stack gap="6">
      <PageHeader title={ko.page.openingHours} />
      {hours.isError ? <Text color="fg.error">{hours.error.message}</Text> : null}
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
        {PAUSE_MINUTE_CHOICES.map((m) => (
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
  const save = useEditHoliday({ onSuccess: () => toast.success(t.common.saved) });
  const form = useContractForm(holidayEditCall.request, {
    defaultValues: {
      store_id: storeId,
      opening_hours: data.opening_hours.map(({ weekday, open_time, close_time, closed }) => ({
        weekday,
        open_time,
        close_time,
        closed,
      })),
      holiday_type: String(data.holiday.holiday_type),
      holiday_weeks: data.holiday.holiday_weeks,
      holiday_days: data.holiday.holiday_days,
    },
    serverErrors: save.fieldErrors,
  });
  const { control, register, errorOf } = form;
  /** A nested field's message (a row's time, the first of a list). */
  const errorAt = (path: string): string | undefined => {
    const e: unknown = get(form.formState.errors, path);
    return e && typeof e === 'object' && 'message' in e && typeof e.message === 'string'
      ? e.message
      : undefined;
  };
  const [rows, typeValue] = useWatch({ control, name: ['opening_hours', 'holiday_type'] });
  const typeNo = Number(typeValue);
  const toggle = (list: number[], v: number) =>
    list.includes(v) ? list.filter((x) => x !== v) : [...list, v].sort();
  /** A group of checkboxes bound to a list of numbers. */
  const checks = (name: 'holiday_weeks' | 'holiday_days', values: number[], label: (v: number) => string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const list = Array.isArray(field.value) ? field.value.map(Number) : [];
        return (
          <Wrap gap="2" role="group" aria-label={name === 'holiday_weeks' ? h.weeks : h.days}>
            {values.map((v) => (
              <CheckLabel key={v}>
                <input
                  type="checkbox"
                  checked={list.includes(v)}
                  onChange={() => field.onChange(toggle(list, v))}
                />
                {label(v)}
              </CheckLabel>
            ))}
          </Wrap>
        );
      }}
    />
  );
  const submit = form.submit((body) =>
    save.mutateAsync({
      ...body,
      // Only the choices the holiday type uses are sent.
      holiday_weeks: body.holiday_type === HolidayType.OFF_PER_MONTH ? body.holiday_weeks : [],
      holiday_days: body.holiday_type === HolidayType.OFF_NONE ? [] : body.holiday_days,
    }),
  );

  return (
    <Section title={h.weekly}>
      <form noValidate onSubmit={submit}>
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
              {(rows ?? []).map((r, i) => {
                const day = h.weekdays[Number(r.weekday)];
                const closed = Number(r.closed) === 1;
                return (
                  <Table.Row key={String(r.weekday)}>
                    <Table.Cell fontWeight="semibold">{day}</Table.Cell>
                    {(['open_time', 'close_time'] as const).map((key) => (
                      <Table.Cell key={key}>
                        <Input
                          type="time"
                          aria-label={`${day} ${key === 'open_time' ? h.open : h.close}`}
                          disabled={closed}
                          {...register(`opening_hours.${i}.${key}`)}
                        />
                        {errorAt(`opening_hours.${i}.${key}`) ? (
                          <Text color="fg.error" fontSize="xs">
                            {errorAt(`opening_hours.${i}.${key}`)}
                          </Text>
                        ) : null}
                      </Table.Cell>
                    ))}
                    <Table.Cell>
                      <Controller
                        control={control}
                        name={`opening_hours.${i}.closed`}
                        render={({ field }) => (
                          <input
                            type="checkbox"
                            aria-label={`${day} ${h.closedDay}`}
                            style={{ width: 22, height: 22 }}
                            checked={Number(field.value) === 1}
                            onChange={(e) => field.onChange(e.currentTarget.checked ? 1 : 0)}
                          />
                        )}
                      />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>

          <Heading as="h3" size="sm">
            {h.holiday}
          </Heading>
          <FormField label={h.holidayType} error={errorOf('holiday_type')}>
            <Controller
              control={control}
              name="holiday_type"
              render={({ field }) => (
                <SelectBox
                  label={h.holidayType}
                  size="lg"
                  width="xs"
                  value={String(field.value)}
                  options={[HolidayType.OFF_NONE, HolidayType.OFF_PER_WEEK, HolidayType.OFF_PER_MONTH].map(
                    (v) => ({ label: h.holidayTypes[v] ?? String(v), value: String(v) }),
                  )}
                  onChange={field.onChange}
                />
              )}
            />
          </FormField>
          {typeNo === HolidayType.OFF_PER_MONTH ? (
            <FormField label={h.weeks} error={errorOf('holiday_weeks') ?? errorAt('holiday_weeks.0')}>
              {checks('holiday_weeks', [1, 2, 3, 4], (w) => h.weekN(w))}
            </FormField>
          ) : null}
          {typeNo !== HolidayType.OFF_NONE ? (
            <FormField label={h.days} error={errorOf('holiday_days')}>
              {checks('holiday_days', WEEKDAYS, (d) => h.weekdays[d] ?? String(d))}
            </FormField>
          ) : null}
          {errorOf('opening_hours') ? <Text color="fg.error">{errorOf('opening_hours')}</Text> : null}
          <SaveButton saving={form.saving} label={h.saveHours} />
        </Stack>
      </form>
    </Section>
  );
}
