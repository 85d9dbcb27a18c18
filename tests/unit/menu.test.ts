import { describe, expect, it } from 'vitest';
import { audienceOf } from '@/contract';
import {
  isStoreMode,
  MENU,
  visibleMenu,
  actionForPath,
  visibleMenuPaths,
  type MenuPath,
} from '@/features/shell/menu';

const SUPER_ADMIN_ONLY: MenuPath[] = ['/sales-types', '/payment-without-order-list'];
const SUPER_ADMIN_AND_BASEBALL: MenuPath[] = ['/kt-payment', '/delivery-men'];
const STORE_ITEMS: MenuPath[] = ['/store', '/opening-hours', '/notice', '/manager-list'];
const EVERYONE: MenuPath[] = [
  '/order-list',
  '/completed-list',
  '/product',
  '/sold-out',
  '/payment-manager',
  '/sales-period',
  '/sales-product',
  '/settlement-pg',
  '/settlement-pg-date',
  '/bill-manager',
  '/customer-manager',
];

const manager = (groupId: number, groupType: number) => ({
  manager_group_id: groupId,
  manager_group_type: groupType,
});

/** Spec §6 as a table: group id → which role-restricted items it sees. */
const ROLE_CASES = [
  { group: 1, sees: [...SUPER_ADMIN_ONLY, ...SUPER_ADMIN_AND_BASEBALL], hides: [] },
  { group: 51, sees: [...SUPER_ADMIN_ONLY, ...SUPER_ADMIN_AND_BASEBALL], hides: [] },
  { group: 52, sees: [], hides: [...SUPER_ADMIN_ONLY, ...SUPER_ADMIN_AND_BASEBALL] },
  { group: 53, sees: SUPER_ADMIN_AND_BASEBALL, hides: SUPER_ADMIN_ONLY },
] as const;

describe('visibleMenu: role × mode matrix', () => {
  for (const { group, sees, hides } of ROLE_CASES) {
    for (const storeMode of [true, false]) {
      it(`group ${group}, ${storeMode ? 'store mode' : 'non-store mode'}`, () => {
        const paths = visibleMenuPaths(manager(group, storeMode ? 1 : 2), storeMode);

        for (const path of EVERYONE) expect(paths).toContain(path);
        for (const path of sees) expect(paths).toContain(path);
        for (const path of hides) expect(paths).not.toContain(path);

        if (storeMode) {
          for (const path of STORE_ITEMS) expect(paths).toContain(path);
          expect(paths).not.toContain('/store-list');
        } else {
          for (const path of STORE_ITEMS) expect(paths).not.toContain(path);
          expect(paths).toContain('/store-list');
        }
        expect(new Set(paths).size).toBe(paths.length);
      });
    }
  }
});

describe('visibleMenu: shape', () => {
  it('derives store mode from manager_group_type when not given', () => {
    expect(visibleMenuPaths(manager(52, 1))).toContain('/store');
    expect(visibleMenuPaths(manager(1, 2))).toContain('/store-list');
    expect(isStoreMode({ manager_group_type: 1 })).toBe(true);
    expect(isStoreMode({ manager_group_type: 2 })).toBe(false);
  });

  it('keeps the order-count badge on 실시간 현황, first', () => {
    const first = visibleMenu(manager(52, 1))[0];
    expect(first).toMatchObject({
      kind: 'link',
      to: '/order-list',
      label: '실시간 현황',
      badge: 'orderCount',
    });
  });

  it('drops a group whose items are all hidden, keeps groups with some', () => {
    const ids = visibleMenu(manager(52, 2)).map((entry) => entry.id);
    expect(ids).not.toContain('storeGroup');
    const sales = visibleMenu(manager(52, 1)).find((entry) => entry.id === 'salesGroup');
    expect(sales?.kind === 'group' ? sales.children.map((c) => c.to) : []).toEqual([
      '/sales-period',
      '/sales-product',
    ]);
  });

  it('gives every item a Korean label and a unique id', () => {
    const all = MENU.flatMap((entry) => (entry.kind === 'group' ? [entry, ...entry.children] : [entry]));
    for (const entry of all) expect(entry.label).toMatch(/[가-힣]/);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
  });

  it('maps group ids to audiences (spec §6)', () => {
    expect(audienceOf(1)).toBe('superAdmin');
    expect(audienceOf(51)).toBe('superAdmin');
    expect(audienceOf(52)).toBe('manager');
    expect(audienceOf(53)).toBe('baseball');
    expect(audienceOf(999)).toBe('manager');
  });
});

describe('actionForPath: the route guard reads the menu table', () => {
  it('names the action of each restricted screen, and none for the others', () => {
    expect(actionForPath('/sales-types')).toBe('viewSalesByType');
    expect(actionForPath('/kt-payment')).toBe('viewAdminOrders');
    expect(actionForPath('/delivery-men')).toBe('manageDeliveryMen');
    expect(actionForPath('/payment-without-order-list')).toBe('managePaymentsWithoutOrder');
    expect(actionForPath('/sales-period')).toBeUndefined();
    expect(actionForPath('/order-list')).toBeUndefined();
    expect(actionForPath('/sales-types-extra')).toBeUndefined();
  });
});
