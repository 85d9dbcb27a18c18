import type { StoreSearch } from '../search';

export const adminModeKeys = {
  all: ['admin-mode'] as const,
  stores: (filters: StoreSearch) => [...adminModeKeys.all, 'stores', filters] as const,
  groups: () => [...adminModeKeys.all, 'groups'] as const,
};
