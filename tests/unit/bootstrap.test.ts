import { describe, expect, it } from 'vitest';
import type { ManagerInfo } from '@/contract';
import { resolveStoreId } from '@/features/shell/bootstrap';

const manager = (over: Partial<ManagerInfo>): ManagerInfo => ({
  manager_id: 1,
  manager_user_id: 'm',
  manager_name: '김매니저',
  manager_group_id: 52,
  manager_group_name: '매장',
  manager_group_type: 1,
  store_id: 7,
  ...over,
});

describe('resolveStoreId', () => {
  it('store mode (group type 1) uses the manager’s store and ignores the admin selection', () => {
    expect(resolveStoreId(manager({ store_id: 7 }), 99)).toBe(7);
  });

  it('outside store mode uses the admin-mode selection', () => {
    expect(resolveStoreId(manager({ manager_group_type: 2, store_id: null }), 12)).toBe(12);
  });

  it('outside store mode without a selection has no store (→ /admin-mode)', () => {
    expect(resolveStoreId(manager({ manager_group_type: 2, store_id: null }), null)).toBeNull();
  });
});
