import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { z } from 'zod/mini';
import { Badge, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { format } from 'date-fns';
import { TEMP_REASON_MAX, tempEditCall, TempType, todayKst, type StoreHours } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatePickerField } from '@/components/date-picker-field';
import { FormField } from '@/components/form-field';
import { FormInput } from '@/components/form-input';
import { FormSelect } from '@/components/form-select';
import { useContractForm } from '@/lib/use-contract-form';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useDeleteTemp } from '../api/delete-temp';
import { useEditTemp } from '../api/edit-temp';
import { combineDateTime } from '../date-time';
import { Section } from './settings-section';

const t = koMenuStore;

const h = t.hours;

/**
 * The panel's form: the request (tempEditCall) with its two instants typed as a date and a time each.
 * Incomplete pairs are refused on their instant's key; the rest (type, reason, end after start) is the
 * contract's own check, as on the server.
 */
const tempForm = z.pipe(
  z.pipe(
    z.object({
      store_id: z.number(),
      temp_type: z.string(),
      start_date: z.string(),
      start_time: z.string(),
      end_date: z.string(),
      end_time: z.string(),
      reason: z.string(),
    }),
    z.transform((v, ctx): z.input<typeof tempEditCall.request> => {
      const start = combineDateTime(v.start_date, v.start_time);
      const end = combineDateTime(v.end_date, v.end_time);
      if (!start) ctx.issues.push({ code: 'custom', input: v, path: ['start_at'], message: h.startMissing });
      if (!end) ctx.issues.push({ code: 'custom', input: v, path: ['end_at'], message: h.endMissing });
      return {
        store_id: v.store_id,
        temp_type: v.temp_type,
        start_at: start?.toISOString() ?? '',
        end_at: end?.toISOString() ?? '',
        reason: v.reason,
      };
    }),
  ),
  tempEditCall.request,
);

/** Temporary schedules: pause or open for a period, listed with a delete. */
export function TempPanel({ storeId, data }: { storeId: number; data: StoreHours }) {
  const today = todayKst();
  const [deleting, setDeleting] = useState<number | null>(null);
  const add = useEditTemp({ onSuccess: () => toast.success(t.common.saved) });
  const form = useContractForm(tempForm, {
    defaultValues: {
      store_id: storeId,
      temp_type: String(TempType.CLOSE),
      start_date: today,
      start_time: '09:00',
      end_date: today,
      end_time: '23:00',
      reason: '',
    },
    serverErrors: add.fieldErrors,
  });
  const { control, errorOf } = form;
  const del = useDeleteTemp({
    onSuccess: () => {
      setDeleting(null);
      toast.success(t.common.deleted);
    },
    onError: () => setDeleting(null),
  });
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
        <form noValidate onSubmit={form.submit((body) => add.mutateAsync(body))}>
          <Flex gap="4" wrap="wrap" align="end">
            <FormSelect
              control={control}
              name="temp_type"
              label={h.tempType}
              options={[TempType.CLOSE, TempType.OPEN].map((v) => ({
                label: h.tempTypes[v] ?? String(v),
                value: String(v),
              }))}
            />
            <DateTimeField control={control} which="start" error={errorOf('start_at')} />
            <DateTimeField control={control} which="end" error={errorOf('end_at')} />
            <FormInput control={control} name="reason" label={h.reason} max={TEMP_REASON_MAX} />
            <Button type="submit" size="lg" colorPalette="teal" loading={form.saving}>
              {h.addTemp}
            </Button>
          </Flex>
        </form>
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

type TempFormValues = z.input<typeof tempForm>;

/** A date picker and a time input that together make one instant of the request. */
function DateTimeField({
  control,
  which,
  error,
}: {
  control: Control<TempFormValues, unknown, z.output<typeof tempForm>>;
  which: 'start' | 'end';
  error: string | undefined;
}) {
  const label = which === 'start' ? h.startDate : h.endDate;
  return (
    <FormField label={label} error={error}>
      <HStack>
        <Controller
          control={control}
          name={`${which}_date`}
          render={({ field }) => (
            <DatePickerField
              inputName={field.name}
              paramDate={field.value}
              label={label}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name={`${which}_time`}
          render={({ field }) => (
            <Input
              type="time"
              aria-label={which === 'start' ? h.startTime : h.endTime}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              w="32"
            />
          )}
        />
      </HStack>
    </FormField>
  );
}
