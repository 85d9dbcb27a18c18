// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCESS_POLICY, audienceOf, can, GroupId, isSuperAdminGroup, type AccessAction } from '@/contract';

/**
 * Spec §6 as a table, written out independently of ACCESS_POLICY: for each action, the groups that
 * may take it. 1 and 51 are super admins, 53 the baseball-type manager, 52 a store manager, 999 a group
 * the rules do not know (treated as a store manager).
 */
const SUPER = [1, 51];
const SUPER_AND_BASEBALL = [1, 51, 53];
const EXPECTED: Record<AccessAction, number[]> = {
  viewSalesByType: SUPER,
  managePaymentsWithoutOrder: SUPER,
  viewAdminOrders: SUPER_AND_BASEBALL,
  manageDeliveryMen: SUPER_AND_BASEBALL,
  manageSettlements: SUPER,
  viewAllStoreServices: SUPER,
  editPlayInfo: SUPER_AND_BASEBALL,
  manageStores: SUPER,
  manageChannelKeys: SUPER,
};
const GROUPS = [GroupId.SUPER_ADMIN, GroupId.ADMIN, GroupId.MANAGER, GroupId.BASEBALL, 999];

describe('can(manager, action) — the role matrix (contract/access)', () => {
  it('covers every action of the policy', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ACCESS_POLICY).sort());
  });

  for (const [action, allowed] of Object.entries(EXPECTED) as [AccessAction, number[]][]) {
    for (const group of GROUPS) {
      const expected = allowed.includes(group);
      it(`${action}: group ${group} ${expected ? 'may' : 'may not'}`, () => {
        expect(can(group, action)).toBe(expected);
        expect(can({ manager_group_id: group }, action)).toBe(expected);
      });
    }
  }

  it('lets no one without a manager do anything', () => {
    for (const action of Object.keys(ACCESS_POLICY) as AccessAction[]) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('maps groups to audiences and super-admin groups', () => {
    expect(audienceOf(1)).toBe('superAdmin');
    expect(audienceOf(51)).toBe('superAdmin');
    expect(audienceOf(52)).toBe('manager');
    expect(audienceOf(53)).toBe('baseball');
    expect(audienceOf(999)).toBe('manager');
    expect([1, 51, 52, 53, 999].map(isSuperAdminGroup)).toEqual([true, true, false, false, false]);
  });
});
