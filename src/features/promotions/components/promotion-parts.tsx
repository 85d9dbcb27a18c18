import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { PromotionState } from '@/contract';
import type { DataColumn } from '@/components/data-table';
import { DatePickerField } from '@/components/date-picker-field';
import { FormField } from '@/components/form-field';
import { SelectBox } from '@/components/select-box';
import type { ApiError } from '@/lib/api-client';
import { ko } from '@/i18n/ko';
import { koPeople } from '@/i18n/ko-people';
import { appState } from '@/state/store';

export const PR = koPeople.promotion;
export const PC = koPeople.common;

export function useStoreId(): number {
  return useSnapshot(appState).store_id ?? 0;
}

/** Field messages of the last failed save, cleared field by field as they are edited; the write hook toasts. */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fromError = (e: ApiError) => setErrors(e.fields ?? {});
  const clear = (key: string) =>
    setErrors((prev) => {
      if (!(key in prev)) return prev;
      const next = { ...prev };
      delete next[key];
      return next;
    });
  return { errors, fromError, clear };
}

/** The three promotion screens are siblings: tabs move between them. */
export function PromotionTabs({ current }: { current: 'coupon' | 'stamp' | 'period' }) {
  const tabs = [
    { id: 'coupon', to: '/promotion-coupon', label: PR.tabs.coupon },
    { id: 'stamp', to: '/promotion-stamp', label: PR.tabs.stamp },
    { id: 'period', to: '/promotion-period', label: PR.tabs.period },
  ] as const;
  return (
    <HStack as="nav" gap="2" aria-label={ko.page.promotionCoupon}>
      {tabs.map((t) => (
        <Button
          key={t.id}
          asChild
          size="lg"
          variant={t.id === current ? 'solid' : 'outline'}
          colorPalette="teal"
        >
          <Link to={t.to} aria-current={t.id === current ? 'page' : undefined}>
            {t.label}
          </Link>
        </Button>
      ))}
    </HStack>
  );
}

const STATE_COLORS: Record<PromotionState, string> = {
  scheduled: 'blue',
  active: 'green',
  expired: 'gray',
  ended: 'red',
};
export function StateBadge({ state }: { state: PromotionState }) {
  return <Badge colorPalette={STATE_COLORS[state]}>{PR.states[state]}</Badge>;
}

export function StateFilter({
  value,
  onChange,
}: {
  value: string;
  onChange(value: PromotionState | ''): void;
}) {
  return (
    <SelectBox
      label={PR.state}
      name="state"
      size="lg"
      width="48"
      value={value}
      options={[
        { label: ko.common.all, value: '' },
        ...(['active', 'scheduled', 'expired', 'ended'] as const).map((s) => ({
          label: PR.states[s] ?? s,
          value: s,
        })),
      ]}
      onChange={(v) => onChange(v as PromotionState | '')}
    />
  );
}

/** yyyyMMdd → yyyy. MM. dd. */
export function ymdLabel(ymd: string): string {
  return ymd.length === 8 ? `${ymd.slice(0, 4)}. ${ymd.slice(4, 6)}. ${ymd.slice(6, 8)}.` : ymd;
}
export const periodLabel = (start: string, end: string) => `${ymdLabel(start)} ~ ${ymdLabel(end)}`;

/** The columns two or three promotion lists show alike. */
export function discountColumn<T extends { discount_type: number; discount_value: number }>(): DataColumn<T> {
  return {
    key: 'discount',
    header: PR.discount,
    cell: (r) => PR.discountLabel(r.discount_type, r.discount_value),
  };
}
export function periodColumn<T extends { start_date: string; end_date: string }>(): DataColumn<T> {
  return { key: 'period', header: PR.period, cell: (r) => periodLabel(r.start_date, r.end_date) };
}

export function PeriodFields({
  start,
  end,
  errors,
  onChange,
}: {
  start: string;
  end: string;
  errors: Record<string, string>;
  onChange(key: 'start_date' | 'end_date', value: string): void;
}) {
  return (
    <HStack gap="4" align="start" wrap="wrap">
      <Box flex="1" minW="40">
        <FormField label={PR.startDate} required error={errors.start_date}>
          <DatePickerField
            inputName="start_date"
            label={PR.startDate}
            paramDate={start}
            onChange={(v) => onChange('start_date', v)}
          />
        </FormField>
      </Box>
      <Box flex="1" minW="40">
        <FormField label={PR.endDate} required error={errors.end_date}>
          <DatePickerField
            inputName="end_date"
            label={PR.endDate}
            paramDate={end}
            onChange={(v) => onChange('end_date', v)}
          />
        </FormField>
      </Box>
    </HStack>
  );
}

export function DiscountFields({
  type,
  value,
  errors,
  onChange,
}: {
  type: string;
  value: string;
  errors: Record<string, string>;
  onChange(key: 'discount_type' | 'discount_value', value: string): void;
}) {
  return (
    <HStack gap="4" align="start" wrap="wrap">
      <Box flex="1" minW="40">
        <FormField label={PR.discountType} error={errors.discount_type}>
          <SelectBox
            label={PR.discountType}
            name="discount_type"
            size="lg"
            value={type}
            options={[
              { label: PR.discountAmount, value: '1' },
              { label: PR.discountPercent, value: '2' },
            ]}
            onChange={(v) => onChange('discount_type', v)}
          />
        </FormField>
      </Box>
      <Box flex="1" minW="40">
        <FormField
          label={`${PR.discountValue} (${type === '2' ? '%' : '원'})`}
          required
          error={errors.discount_value}
        >
          <Input
            name="discount_value"
            inputMode="numeric"
            size="lg"
            value={value}
            onChange={(e) => onChange('discount_value', e.currentTarget.value.replace(/[^0-9]/g, ''))}
          />
        </FormField>
      </Box>
    </HStack>
  );
}

export function FormStack({ id, onSubmit, children }: { id: string; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4">{children}</Stack>
    </form>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {children}
    </Text>
  );
}
