import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useSnapshot } from 'valtio';
import { can, PlayStatus, weekdayOf, type PlayInfo } from '@/contract';
import { DatePickerField } from '@/components/date-picker-field';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { PageHeader } from '@/components/page-header';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { appState } from '@/state/store';
import { useEditPlayInfo } from '../api/edit-play-info';
import { useListPlayInfo } from '../api/list-play-info';
import { useManager } from '@/queries/get-token-info';

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
      {list.isError ? <Text color="red.600">{list.error.message}</Text> : null}
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
  const [form, setForm] = useState({
    play_date: play?.play_date ?? `${month}01`,
    play_time: play?.play_time ?? '18:30',
    home_team: play?.home_team ?? '',
    away_team: play?.away_team ?? '',
    open_time: play?.open_time ?? '16:30',
    play_status: String(play?.play_status ?? PlayStatus.SCHEDULED),
    memo: play?.memo ?? '',
  });
  const save = useEditPlayInfo({
    onSuccess: () => {
      toast.success(t.common.saved);
      onClose();
    },
  });
  const errors = save.fieldErrors;
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <Modal
      open
      onClose={onClose}
      title={play ? p.editTitle : p.add}
      busy={save.isPending}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button
            colorPalette="teal"
            size="lg"
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                store_id: storeId,
                play_id: play?.play_id,
                ...form,
                play_status: Number(form.play_status) as 1 | 9,
              })
            }
          >
            {t.common.save}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={2} gap="4">
          <FormField label={p.date} error={errors.play_date} required>
            <Box>
              <DatePickerField
                inputName="play_date"
                paramDate={form.play_date}
                label={p.date}
                onChange={set('play_date')}
              />
            </Box>
          </FormField>
          <FormField label={p.time} error={errors.play_time} required>
            <Input
              size="lg"
              type="time"
              value={form.play_time}
              onChange={(e) => set('play_time')(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={p.home} error={errors.home_team} required>
            <Input
              size="lg"
              maxLength={20}
              value={form.home_team}
              onChange={(e) => set('home_team')(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={p.away} error={errors.away_team} required>
            <Input
              size="lg"
              maxLength={20}
              value={form.away_team}
              onChange={(e) => set('away_team')(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={p.openTime} error={errors.open_time} required>
            <Input
              size="lg"
              type="time"
              value={form.open_time}
              onChange={(e) => set('open_time')(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={p.status} error={errors.play_status}>
            <SelectBox
              label={p.status}
              size="lg"
              value={form.play_status}
              options={[PlayStatus.SCHEDULED, PlayStatus.CANCELLED].map((v) => ({
                label: p.statuses[v] ?? String(v),
                value: String(v),
              }))}
              onChange={set('play_status')}
            />
          </FormField>
        </SimpleGrid>
        <FormField label={p.memo} error={errors.memo}>
          <Input
            size="lg"
            maxLength={200}
            value={form.memo}
            onChange={(e) => set('memo')(e.currentTarget.value)}
          />
        </FormField>
      </Stack>
    </Modal>
  );
}
