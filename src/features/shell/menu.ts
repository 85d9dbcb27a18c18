import { can, STORE_MODE_GROUP_TYPE, type AccessAction, type ManagerInfo } from '@/contract';
import { ko } from '@/i18n/ko';
import type { FileRouteTypes } from '@/routeTree.gen';

export type MenuPath = FileRouteTypes['to'];

export interface MenuLink {
  kind: 'link';
  id: string;
  label: string;
  to: MenuPath;
  /** Only managers who may take this action (contract/access) see the item; absent = everyone. */
  action?: AccessAction;
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
        action: 'viewSalesByType',
      },
    ],
  },
  {
    kind: 'link',
    id: 'ktPayment',
    label: ko.page.ktPayment,
    to: '/kt-payment',
    action: 'viewAdminOrders',
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
    action: 'manageDeliveryMen',
  },
  {
    kind: 'link',
    id: 'paymentWithoutOrderList',
    label: ko.page.paymentWithoutOrderList,
    to: '/payment-without-order-list',
    action: 'managePaymentsWithoutOrder',
  },
];

/** manager_group_type 1: the manager belongs to one store (store mode). */
export function isStoreMode(manager: Pick<ManagerInfo, 'manager_group_type'>): boolean {
  return manager.manager_group_type === STORE_MODE_GROUP_TYPE;
}

function modeAllows(mode: MenuEntry['mode'], storeMode: boolean): boolean {
  return mode === undefined || (mode === 'store') === storeMode;
}

function linkVisible(link: MenuLink, groupId: number, storeMode: boolean): boolean {
  return modeAllows(link.mode, storeMode) && (link.action === undefined || can(groupId, link.action));
}

/** The side menu one manager sees; groups left without items disappear. */
export function visibleMenu(
  manager: Pick<ManagerInfo, 'manager_group_id' | 'manager_group_type'>,
  storeMode: boolean = isStoreMode(manager),
): MenuEntry[] {
  const groupId = manager.manager_group_id;
  const result: MenuEntry[] = [];
  for (const entry of MENU) {
    if (entry.kind === 'link') {
      if (linkVisible(entry, groupId, storeMode)) result.push(entry);
      continue;
    }
    if (!modeAllows(entry.mode, storeMode)) continue;
    const children = entry.children.filter((child) => linkVisible(child, groupId, storeMode));
    if (children.length > 0) result.push({ ...entry, children });
  }
  return result;
}

/**
 * The action a screen needs, from the same table as the menu: a manager who may not take it sees a
 * notice instead of the screen (the shell's route guard), and the server refuses its calls anyway.
 */
export function actionForPath(pathname: string): AccessAction | undefined {
  for (const entry of MENU) {
    const links = entry.kind === 'link' ? [entry] : entry.children;
    const hit = links.find((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
    if (hit) return hit.action;
  }
  return undefined;
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
