import { useState } from 'react';
import { Badge, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { format } from 'date-fns';
import { TEMP_REASON_MAX, tempEditCall, TempType, todayKst, type StoreHours } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatePickerField } from '@/components/date-picker-field';
import { FormField } from '@/components/form-field';
import { SelectBox } from '@/components/select-box';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useDeleteTemp } from '../api/delete-temp';
import { useEditTemp } from '../api/edit-temp';
import { combineDateTime } from '../date-time';
import { Section } from './settings-section';

const t = koMenuStore;

/** The first message of each top-level field of a failed parse. */
function issueMessages(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}
const h = t.hours;

/** Temporary schedules: pause or open for a period, listed with a delete. */
export function TempPanel({ storeId, data }: { storeId: number; data: StoreHours }) {
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
    const body = {
      store_id: storeId,
      temp_type: Number(type) as 1 | 2,
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      reason,
    };
    // The contract's own check first (an over-long reason is refused here, as on the server, never cut).
    const checked = tempEditCall.request.safeParse(body);
    if (!checked.success) {
      setErrors(issueMessages(checked.error.issues));
      return;
    }
    add.mutate(body);
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
          <FormField
            label={h.reason}
            error={errors.reason}
            count={{ length: reason.length, max: TEMP_REASON_MAX }}
          >
            <Input size="lg" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
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
