import { GroupId, isSuperAdminGroup, STORE_MODE_GROUP_TYPE, type AccessAction } from '../../src/contract';

/** The signed-in manager as the server sees them, re-read from the database on every call. */
export interface Principal {
  managerId: number;
  userId: string;
  name: string;
  groupId: number;
  groupName: string;
  groupType: number;
  storeId: number | null;
  storeGroupId: number | null;
  /** managers.session_version: tokens carrying another version are void. */
  sessionVersion: number;
}

export const isSuperAdmin = (p: Principal) => isSuperAdminGroup(p.groupId);
export const isStoreMode = (p: Principal) => p.groupType === STORE_MODE_GROUP_TYPE;

/**
 * Who may make a call. `action` names the role rule of src/contract/access.ts the call belongs to
 * (every group when absent) — the same rule the app's menu and screens use; `mode` restricts to
 * store-mode managers (group_type 1) or to multi-store managers; `store` says where the store id the
 * call touches is found — every such id must be in the manager's scope.
 */
export interface Access {
  action?: AccessAction;
  mode?: 'store' | 'multi';
  /** 'body' = body.store_id (required); 'optional' = body.store_id when present; 'none' = no store. */
  store: 'body' | 'optional' | 'none';
}

/**
 * Rank of a group for granting: a manager may give (create a member with, or edit a member to) only a
 * group of their rank or lower, i.e. one whose permissions are a subset of their own. 1 (super admin)
 * > 51 (super admin for menus) > 53 (baseball: 52's calls plus admin orders, delivery staff and play
 * info) > 52 (store manager). 52 must not grant 53, or it reaches what it is denied through a member.
 * Unknown groups get only the calls every manager gets, so they rank with 52.
 */
const GROUP_RANK: Record<number, number> = {
  [GroupId.SUPER_ADMIN]: 4,
  [GroupId.ADMIN]: 3,
  [GroupId.BASEBALL]: 2,
  [GroupId.MANAGER]: 1,
};
export const groupRank = (groupId: number): number => GROUP_RANK[groupId] ?? 1;
export const canGrantGroup = (actorGroupId: number, targetGroupId: number): boolean =>
  groupRank(targetGroupId) <= groupRank(actorGroupId);

/** SQL-free scope rule: which stores a manager may touch. `storeGroupOf` maps a store to its franchise. */
export function canTouchStore(
  p: Principal,
  storeId: number,
  storeGroupOf: (id: number) => number | null | undefined,
) {
  if (isStoreMode(p)) return p.storeId === storeId;
  if (isSuperAdmin(p)) return storeGroupOf(storeId) !== undefined;
  const group = storeGroupOf(storeId);
  return group !== undefined && group !== null && group === p.storeGroupId;
}
