import { GroupId } from './auth';

/**
 * Who may do what (spec §6), decided once for the side menu, the screens and the server's per-call
 * policy (server/auth/policy.ts). The app hides what a role may not use; the server refuses it.
 */

/**
 * A manager group as the role rules see it: 1 is the super admin and 51 counts as one; 53 is the
 * baseball-type manager; 52 is a store manager, and so is any group the rules do not know (it gets
 * only what everyone gets).
 */
export type Audience = 'superAdmin' | 'baseball' | 'manager';

export function audienceOf(managerGroupId: number): Audience {
  if (managerGroupId === GroupId.SUPER_ADMIN || managerGroupId === GroupId.ADMIN) return 'superAdmin';
  if (managerGroupId === GroupId.BASEBALL) return 'baseball';
  return 'manager';
}

/** Super-admin groups oversee every store and belong to none (a member of such a group has no store). */
export const isSuperAdminGroup = (managerGroupId: number): boolean =>
  audienceOf(managerGroupId) === 'superAdmin';

/**
 * The actions only some groups may take, and who may. Everything not listed here is open to every
 * signed-in manager (within their store scope, which the server checks per call).
 */
export const ACCESS_POLICY = {
  /** /sales-types, store/sales/type/list. */
  viewSalesByType: ['superAdmin'],
  /** /payment-without-order-list: the list and cancelling such a payment. */
  managePaymentsWithoutOrder: ['superAdmin'],
  /** /kt-payment, store/admin/order/list. */
  viewAdminOrders: ['superAdmin', 'baseball'],
  /** /delivery-men: delivery staff, their details and work lists. */
  manageDeliveryMen: ['superAdmin', 'baseball'],
  /** Creating, deleting and paying out PG settlements (/settlement-pg). */
  manageSettlements: ['superAdmin'],
  /** Every store's service settings (/service-setting, store/service/admin/list). */
  viewAllStoreServices: ['superAdmin'],
  /** Editing a stadium shop's games (/play-info, store/playinfo/edit). */
  editPlayInfo: ['superAdmin', 'baseball'],
  /** Franchises and new stores (the store panel, store/add); placing a member in any franchise. */
  manageStores: ['superAdmin'],
  /** Customer-channel keys (store/channel/key/*). */
  manageChannelKeys: ['superAdmin'],
} as const satisfies Record<string, readonly Audience[]>;

export type AccessAction = keyof typeof ACCESS_POLICY;

/** A manager as the app (manager_info) or as a bare group id (the server's principal) carries it. */
type Who = { manager_group_id: number } | number | null | undefined;

/** May this manager take this action? No manager (signed out, still loading) may take none. */
export function can(who: Who, action: AccessAction): boolean {
  if (who === null || who === undefined) return false;
  const groupId = typeof who === 'number' ? who : who.manager_group_id;
  return (ACCESS_POLICY[action] as readonly Audience[]).includes(audienceOf(groupId));
}
