import { GroupId, STORE_MODE_GROUP_TYPE, type ManagerInfo } from '@/contract';
import { ko } from '@/i18n/ko';
import type { FileRouteTypes } from '@/routeTree.gen';

/** Spec §6: who sees role-restricted menu items, by manager_group_id. */
export type Audience = 'superAdmin' | 'baseball' | 'manager';

export type MenuPath = FileRouteTypes['to'];

export interface MenuLink {
  kind: 'link';
  id: string;
  label: string;
  to: MenuPath;
  /** Only these audiences see the item; absent = everyone. */
  audiences?: readonly Audience[];
  /** 'store' = only in store mode, 'nonStore' = only outside it; absent = both. */
  mode?: 'store' | 'nonStore';
  badge?: 'orderCount';
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  mode?: 'store' | 'nonStore';
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const SUPER_ADMIN: readonly Audience[] = ['superAdmin'];
const SUPER_ADMIN_AND_BASEBALL: readonly Audience[] = ['superAdmin', 'baseball'];

/** Spec §2 "Side menu", in order. Data only: visibility is decided by visibleMenu(). */
export const MENU: readonly MenuEntry[] = [
  { kind: 'link', id: 'orderList', label: ko.page.orderList, to: '/order-list', badge: 'orderCount' },
  { kind: 'link', id: 'completedList', label: ko.page.completedList, to: '/completed-list' },
  {
    kind: 'group',
    id: 'menuGroup',
    label: ko.page.menuGroup,
    children: [
      { kind: 'link', id: 'product', label: ko.page.product, to: '/product' },
      { kind: 'link', id: 'soldOut', label: ko.page.soldOut, to: '/sold-out' },
    ],
  },
  {
    kind: 'group',
    id: 'storeGroup',
    label: ko.page.storeGroup,
    mode: 'store',
    children: [
      { kind: 'link', id: 'store', label: ko.page.store, to: '/store' },
      { kind: 'link', id: 'openingHours', label: ko.page.openingHours, to: '/opening-hours' },
      { kind: 'link', id: 'notice', label: ko.page.notice, to: '/notice' },
      { kind: 'link', id: 'managerList', label: ko.page.managerList, to: '/manager-list' },
    ],
  },
  { kind: 'link', id: 'storeList', label: ko.page.storeList, to: '/store-list', mode: 'nonStore' },
  { kind: 'link', id: 'paymentManager', label: ko.page.paymentManager, to: '/payment-manager' },
  {
    kind: 'group',
    id: 'salesGroup',
    label: ko.page.salesGroup,
    children: [
      { kind: 'link', id: 'salesPeriod', label: ko.page.salesPeriod, to: '/sales-period' },
      { kind: 'link', id: 'salesProduct', label: ko.page.salesProduct, to: '/sales-product' },
      {
        kind: 'link',
        id: 'salesTypes',
        label: ko.page.salesTypes,
        to: '/sales-types',
        audiences: SUPER_ADMIN,
      },
    ],
  },
  {
    kind: 'link',
    id: 'ktPayment',
    label: ko.page.ktPayment,
    to: '/kt-payment',
    audiences: SUPER_ADMIN_AND_BASEBALL,
  },
  {
    kind: 'group',
    id: 'settlementGroup',
    label: ko.page.settlementGroup,
    children: [
      { kind: 'link', id: 'settlementPg', label: ko.page.settlementPg, to: '/settlement-pg' },
      { kind: 'link', id: 'settlementPgDate', label: ko.page.settlementPgDate, to: '/settlement-pg-date' },
      { kind: 'link', id: 'billManager', label: ko.page.billManager, to: '/bill-manager' },
    ],
  },
  { kind: 'link', id: 'customerManager', label: ko.page.customerManager, to: '/customer-manager' },
  {
    kind: 'link',
    id: 'deliveryMen',
    label: ko.page.deliveryMen,
    to: '/delivery-men',
    audiences: SUPER_ADMIN_AND_BASEBALL,
  },
  {
    kind: 'link',
    id: 'paymentWithoutOrderList',
    label: ko.page.paymentWithoutOrderList,
    to: '/payment-without-order-list',
    audiences: SUPER_ADMIN,
  },
];

/** Spec §6: 1 is the super admin and 51 counts as one for menus; 53 is the baseball-type manager. */
export function audienceOf(managerGroupId: number): Audience {
  if (managerGroupId === GroupId.SUPER_ADMIN || managerGroupId === GroupId.ADMIN) return 'superAdmin';
  if (managerGroupId === GroupId.BASEBALL) return 'baseball';
  return 'manager';
}

/** manager_group_type 1: the manager belongs to one store (store mode). */
export function isStoreMode(manager: Pick<ManagerInfo, 'manager_group_type'>): boolean {
  return manager.manager_group_type === STORE_MODE_GROUP_TYPE;
}

function modeAllows(mode: MenuEntry['mode'], storeMode: boolean): boolean {
  return mode === undefined || (mode === 'store') === storeMode;
}

function linkVisible(link: MenuLink, audience: Audience, storeMode: boolean): boolean {
  return (
    modeAllows(link.mode, storeMode) && (link.audiences === undefined || link.audiences.includes(audience))
  );
}

/** The side menu one manager sees; groups left without items disappear. */
export function visibleMenu(
  manager: Pick<ManagerInfo, 'manager_group_id' | 'manager_group_type'>,
  storeMode: boolean = isStoreMode(manager),
): MenuEntry[] {
  const audience = audienceOf(manager.manager_group_id);
  const result: MenuEntry[] = [];
  for (const entry of MENU) {
    if (entry.kind === 'link') {
      if (linkVisible(entry, audience, storeMode)) result.push(entry);
      continue;
    }
    if (!modeAllows(entry.mode, storeMode)) continue;
    const children = entry.children.filter((child) => linkVisible(child, audience, storeMode));
    if (children.length > 0) result.push({ ...entry, children });
  }
  return result;
}

/** Every link a manager can reach from the menu, flattened (for tests and quick lookups). */
export function visibleMenuPaths(
  manager: Pick<ManagerInfo, 'manager_group_id' | 'manager_group_type'>,
  storeMode?: boolean,
): MenuPath[] {
  return visibleMenu(manager, storeMode).flatMap((entry) =>
    entry.kind === 'link' ? [entry.to] : entry.children.map((child) => child.to),
  );
}
