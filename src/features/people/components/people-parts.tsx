import { useState } from 'react';
import { Alert, Badge } from '@chakra-ui/react';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { format, isValid, parseISO } from 'date-fns';
import type { ApiError } from '@/lib/api-client';
import { ko } from '@/i18n/ko';
import { appState } from '@/state/store';

export const P = ko.people;

/** The store the shell works in (set at startup; the shell renders only after that). */
export function useStoreId(): number {
  return useSnapshot(appState).store_id ?? 0;
}

export function useStoreName(): string {
  return useSnapshot(appState).store_info?.store_name ?? '';
}

/** The signed-in manager as the shell knows them. */
export function useManagerInfo() {
  return useSnapshot(appState).manager_info;
}

/** Field messages from a 9001 answer go next to the fields; every failure also shows as a toast. */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = (e: ApiError) => {
    setErrors(e.fields ?? {});
    toast.error(e.message);
  };
  const clear = (key: string) =>
    setErrors((prev) => {
      if (!(key in prev)) return prev;
      const next = { ...prev };
      delete next[key];
      return next;
    });
  return { errors, setErrors, onError, clear };
}

export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseISO(value);
  return isValid(d) ? format(d, 'yyyy. MM. dd.') : '';
}

export function ActiveBadge({
  active,
  on = P.common.active,
  off = P.common.inactive,
}: {
  active: number;
  on?: string;
  off?: string;
}) {
  return <Badge colorPalette={active === 1 ? 'green' : 'gray'}>{active === 1 ? on : off}</Badge>;
}

export function ErrorNotice({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert.Root status="error" mb="3">
      <Alert.Indicator />
      <Alert.Title>
        {P.common.loadError} {error.message}
      </Alert.Title>
    </Alert.Root>
  );
}
