import type { ReactNode } from 'react';
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { PromotionState } from '@/contract';
import type { DataColumn } from '@/components/data-table';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koPeople } from '@/i18n/ko-people';
import { appState } from '@/state/store';

export const PR = koPeople.promotion;
export const PC = koPeople.common;

export function useStoreId(): number {
  return useSnapshot(appState).store_id ?? 0;
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

export function Note({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {children}
    </Text>
  );
}
