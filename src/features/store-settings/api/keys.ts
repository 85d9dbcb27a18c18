import type { QueryClient } from '@tanstack/react-query';
import { setCachedStoreStatus } from '@/queries/get-store-info';
import { storeHoursKeys } from '@/queries/get-store-hours';
import { printerKeys } from '@/queries/list-printers';

export const storeSettingsKeys = {
  all: ['store-settings'] as const,
  business: (storeId: number) => [...storeSettingsKeys.all, 'business', { store_id: storeId }] as const,
  /** Shared with the top bar's pause menu (queries/get-store-hours). */
  hours: storeHoursKeys.info,
  notices: () => [...storeSettingsKeys.all, 'notices'] as const,
  noticeList: (filters: { store_id: number; page_no: number }) =>
    [...storeSettingsKeys.notices(), 'list', filters] as const,
  noticeHtml: (filters: { store_id: number; notice_id: number }) =>
    [...storeSettingsKeys.notices(), 'html', filters] as const,
  service: (storeId: number) => [...storeSettingsKeys.all, 'service', { store_id: storeId }] as const,
  serviceAdmin: (filters: { page_no: number; keyword: string }) =>
    [...storeSettingsKeys.all, 'service-admin', filters] as const,
  channelKeys: (storeId: number) =>
    [...storeSettingsKeys.all, 'channel-keys', { store_id: storeId }] as const,
  /** Shared with the order detail (queries/list-printers). */
  printers: printerKeys.list,
  plays: () => [...storeSettingsKeys.all, 'plays'] as const,
  playList: (filters: { store_id: number; month: string }) =>
    [...storeSettingsKeys.plays(), filters] as const,
};

/**
 * What every write that changes the store's status (open, close, pause) shares: sent once per intent,
 * the settings refetched, and the answer's status put into the store info query at once
 * (the shell's status badge reads it there).
 */
export const STORE_STATUS_WRITE = {
  idempotent: true,
  // Not the store info: setData has put the answer's status there already (refetching it would ask
  // the server for what the write just answered).
  invalidates: [storeSettingsKeys.all],
  setData: (queryClient: QueryClient, data: { store_status: number }, body: { store_id?: unknown }) =>
    // store_id is coerced by the contract: its input type is unknown.
    setCachedStoreStatus(queryClient, Number(body.store_id), data.store_status),
};
