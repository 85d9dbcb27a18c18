import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useSnapshot } from 'valtio';
import { Controller, useWatch } from 'react-hook-form';
import {
  can,
  PLAY_MEMO_MAX,
  PLAY_TEAM_MAX,
  playInfoEditCall,
  PlayStatus,
  weekdayOf,
  type PlayInfo,
} from '@/contract';
import { DatePickerField } from '@/components/date-picker-field';
import { FormField } from '@/components/form-field';
import { FormModal } from '@/components/form-modal';
import { PageHeader } from '@/components/page-header';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { appState } from '@/state/store';
import { useEditPlayInfo } from '../api/edit-play-info';
import { useListPlayInfo } from '../api/list-play-info';
import { useManager } from '@/queries/get-token-info';
import { useContractForm } from '@/lib/use-contract-form';

const t = koMenuStore;
const p = t.play;

/** yyyyMMdd → "11. 22 (토)". */
function dayLabel(yyyymmdd: string): string {
  const day = weekdayOf(yyyymmdd);
  const wd = t.hours.weekdays[day === 0 ? 7 : day];
  return `${yyyymmdd.slice(4, 6)}. ${yyyymmdd.slice(6, 8)} (${wd})`;
}

interface PlayInfoPageProps {
  month: string;
  onMonthChange(month: string): void;
}

/** /play-info: a stadium shop's games for a month, as a schedule by day; the games drive its opening. */
export function PlayInfoPage({ month, onMonthChange }: PlayInfoPageProps) {
  const { store_id } = useSnapshot(appState);
  const manager_info = useManager();
  const storeId = store_id ?? 0;
  const list = useListPlayInfo({ store_id: storeId, month });
  const [editing, setEditing] = useState<{ play: PlayInfo | null } | null>(null);
  const canEdit = can(manager_info, 'editPlayInfo');
  const stadium = list.data?.store_type === 1;
  const byDay = new Map<string, PlayInfo[]>();
  for (const play of list.data?.play_list ?? [])
    byDay.set(play.play_date, [...(byDay.get(play.play_date) ?? []), play]);

  return (
    <Stack gap="5">
      <PageHeader
        title={ko.page.playInfo}
        actions={
          stadium && canEdit ? (
            <Button size="lg" colorPalette="teal" onClick={() => setEditing({ play: null })}>
              {p.add}
            </Button>
          ) : null
        }
      />
      <HStack>
        <Text fontWeight="medium">{p.month}</Text>
        <DatePickerField
          inputName="month"
          paramDate={month}
          monthPicker
          label={p.month}
          onChange={(v) => v && onMonthChange(v)}
        />
      </HStack>
      {list.isError ? <Text color="fg.error">{list.error.message}</Text> : null}
      {list.data && !stadium ? <Text color="fg.muted">{p.notStadium}</Text> : null}
      {stadium && !canEdit ? <Text color="fg.muted">{p.readOnly}</Text> : null}
      {stadium && list.data && byDay.size === 0 ? <Text color="fg.muted">{p.empty}</Text> : null}
      <Stack gap="2" as="ol" aria-label={ko.page.playInfo}>
        {[...byDay.entries()].map(([day, plays]) => (
          <Flex
            as="li"
            key={day}
            borderWidth="1px"
            rounded="lg"
            bg="bg.panel"
            px="4"
            py="3"
            gap="4"
            align="center"
          >
            <Heading as="h2" size="sm" w="24" flexShrink={0}>
              {dayLabel(day)}
            </Heading>
            <Stack gap="2" flex="1">
              {plays.map((g) => (
                <HStack key={g.play_id} gap="3" opacity={g.play_status === PlayStatus.CANCELLED ? 0.6 : 1}>
                  <Text fontWeight="semibold" w="14">
                    {g.play_time}
                  </Text>
                  <Text
                    flex="1"
                    textDecoration={g.play_status === PlayStatus.CANCELLED ? 'line-through' : undefined}
                  >
                    {g.home_team} vs {g.away_team}
                    {g.memo ? ` · ${g.memo}` : ''}
                  </Text>
                  <Badge colorPalette="blue">{p.opensAt(g.open_time)}</Badge>
                  <Badge colorPalette={g.play_status === PlayStatus.CANCELLED ? 'red' : 'green'}>
                    {p.statuses[g.play_status]}
                  </Badge>
                  {canEdit ? (
                    <Button variant="outline" onClick={() => setEditing({ play: g })}>
                      {t.common.edit}
                    </Button>
                  ) : null}
                </HStack>
              ))}
            </Stack>
          </Flex>
        ))}
      </Stack>
      {editing ? (
        <PlayForm storeId={storeId} play={editing.play} month={month} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}

function PlayForm({
  storeId,
  play,
  month,
  onClose,
}: {
  storeId: number;
  play: PlayInfo | null;
  month: string;
  onClose(): void;
}) {
  const save = useEditPlayInfo({
    onSuccess: () => {
      toast.success(t.common.saved);
      onClose();
    },
  });
  const form = useContractForm(playInfoEditCall.request, {
    defaultValues: {
      store_id: storeId,
      play_id: play?.play_id,
      play_date: play?.play_date ?? `${month}01`,
      play_time: play?.play_time ?? '18:30',
      home_team: play?.home_team ?? '',
      away_team: play?.away_team ?? '',
      open_time: play?.open_time ?? '16:30',
      play_status: String(play?.play_status ?? PlayStatus.SCHEDULED),
      memo: play?.memo ?? '',
    },
    serverErrors: save.fieldErrors,
  });
  const { control, register, errorOf } = form;
  const dirty = form.formState.isDirty;
  const [home, away, memo] = useWatch({ control, name: ['home_team', 'away_team', 'memo'] });
  const len = (v: unknown) => (typeof v === 'string' ? v.length : 0);
  return (
    <FormModal
      title={play ? p.editTitle : p.add}
      saving={form.saving}
      dirty={dirty}
      onClose={onClose}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
    >
      <SimpleGrid columns={2} gap="4">
        <FormField label={p.date} error={errorOf('play_date')} required>
          <Box>
            <Controller
              control={control}
              name="play_date"
              render={({ field }) => (
                <DatePickerField
                  inputName="play_date"
                  paramDate={typeof field.value === 'string' ? field.value : ''}
                  label={p.date}
                  onChange={(v) => field.onChange(v)}
                />
              )}
            />
          </Box>
        </FormField>
        <FormField label={p.time} error={errorOf('play_time')} required>
          <Input size="lg" type="time" {...register('play_time')} />
        </FormField>
        <FormField
          label={p.home}
          error={errorOf('home_team')}
          required
          count={{ length: len(home), max: PLAY_TEAM_MAX }}
        >
          <Input size="lg" {...register('home_team')} />
        </FormField>
        <FormField
          label={p.away}
          error={errorOf('away_team')}
          required
          count={{ length: len(away), max: PLAY_TEAM_MAX }}
        >
          <Input size="lg" {...register('away_team')} />
        </FormField>
        <FormField label={p.openTime} error={errorOf('open_time')} required>
          <Input size="lg" type="time" {...register('open_time')} />
        </FormField>
        <FormField label={p.status} error={errorOf('play_status')}>
          <Controller
            control={control}
            name="play_status"
            render={({ field }) => (
              <SelectBox
                label={p.status}
                size="lg"
                value={String(field.value)}
                options={[PlayStatus.SCHEDULED, PlayStatus.CANCELLED].map((v) => ({
                  label: p.statuses[v] ?? String(v),
                  value: String(v),
                }))}
                onChange={field.onChange}
              />
            )}
          />
        </FormField>
      </SimpleGrid>
      <FormField label={p.memo} error={errorOf('memo')} count={{ length: len(memo), max: PLAY_MEMO_MAX }}>
        <Input size="lg" {...register('memo')} />
      </FormField>
    </FormModal>
  );
}
