export const storeSettingsKeys = {
  all: ['store-settings'] as const,
  business: (storeId: number) => [...storeSettingsKeys.all, 'business', { store_id: storeId }] as const,
  hours: (storeId: number) => [...storeSettingsKeys.all, 'hours', { store_id: storeId }] as const,
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
  plays: () => [...storeSettingsKeys.all, 'plays'] as const,
  playList: (filters: { store_id: number; month: string }) =>
    [...storeSettingsKeys.plays(), filters] as const,
};
