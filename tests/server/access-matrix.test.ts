import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '../../server/auth/policy';
import { registeredCalls } from '../../server/lib/call';
import { startTestServer, type TestServer } from './helpers';

/**
 * Every call × every demo role × (own store, foreign store). The expectations below are written from
 * the spec's role rules, independently of server/auth/policy.ts, so a wrong policy entry fails here.
 */
type Who = 'all' | 'super' | 'superOrBaseball' | 'multi' | 'public';
type Scope = 'store' | 'none';
const EXPECT: Record<string, [Who, Scope]> = {
  'store/login/app': ['public', 'none'],
  'customer/order/create': ['public', 'none'],
  'customer/order/cancel-request': ['public', 'none'], // channel keys: tests/server/channel.test.ts
  'store/channel/key/list': ['super', 'store'],
  'store/channel/key/create': ['super', 'store'],
  'store/channel/key/revoke': ['super', 'store'],
  'store/token/info': ['all', 'none'],
  // Beyond the spec (issue 22): ends the caller's sessions; the matrix signs in again after it.
  'store/logout': ['all', 'none'],
  'common/code/list': ['all', 'none'],
  'store/info': ['all', 'store'],
  'store/list': ['multi', 'none'],
  'store/group/list': ['multi', 'none'],
  'store/order/list': ['all', 'store'],
  'store/order/status/edit': ['all', 'store'],
  'store/order/cancel': ['all', 'store'],
  'store/order/cancel/confirm': ['all', 'store'],
  'store/order/info': ['all', 'store'],
  'store/test/noti': ['all', 'store'],
  // Menu and store management (issue 5): any manager, in their store scope; play info edits by super/baseball.
  'store/productgroup/list': ['all', 'store'],
  'store/productgroup/edit': ['all', 'store'],
  'store/productgroup/del': ['all', 'store'],
  'store/productgroup/order/edit': ['all', 'store'],
  'store/product/list': ['all', 'store'],
  'store/product/edit': ['all', 'store'],
  'store/product/del': ['all', 'store'],
  'store/product/order/edit': ['all', 'store'],
  'store/product/soldout': ['all', 'store'],
  'store/product/count/edit': ['all', 'store'],
  'store/generate-presigned-url': ['all', 'store'],
  'store/edit': ['all', 'store'],
  'store/business/info': ['all', 'store'],
  'store/business/edit': ['all', 'store'],
  'store/hours/info': ['all', 'store'],
  'store/holiday/edit': ['all', 'store'],
  'store/temp/edit': ['all', 'store'],
  'store/temp/del': ['all', 'store'],
  'store/open/manual': ['all', 'store'],
  'store/daily/close': ['all', 'store'],
  'store/notice/list': ['all', 'store'],
  'store/notice/edit': ['all', 'store'],
  'store/notice/del': ['all', 'store'],
  'common/get/html': ['all', 'store'],
  'store/service/manage/info': ['all', 'store'],
  'store/service/manage/edit': ['all', 'store'],
  'store/playinfo/list': ['all', 'store'],
  'store/playinfo/edit': ['superOrBaseball', 'store'],
  'store/service/admin/list': ['super', 'none'],
  // Money (issue 6): §6 — sales by payment method/order type and payments without orders are super
  // admin only; admin orders super admin and baseball; settlements are created and paid out by head office.
  'store/payment/list': ['all', 'store'],
  'store/payment/receipt': ['all', 'store'],
  'store/payment/without/order/list': ['super', 'store'],
  'store/cancel/paymentwithoutorder': ['super', 'store'],
  'store/sales/list': ['all', 'store'],
  'store/sales/type/list': ['super', 'store'],
  'store/stat/product/monthly': ['all', 'store'],
  'store/admin/order/list': ['superOrBaseball', 'store'],
  'store/transaction/order': ['all', 'store'],
  'store/transaction/list': ['all', 'store'],
  'store/transaction/edit': ['all', 'store'],
  'common/paytype/pglist': ['all', 'none'],
  'store/settlement/ready/list': ['all', 'store'],
  'store/settlement/done/list': ['all', 'store'],
  'store/settlement/main/list': ['all', 'store'],
  'store/settlement/pg/list': ['all', 'store'],
  'store/settlement/pg/date/list': ['all', 'store'],
  'store/settlement/add': ['super', 'store'],
  'store/settlement/del': ['super', 'store'],
  'store/settlement/provide': ['super', 'store'],
  'store/settlement/confirm': ['all', 'store'],
  // People and promotions (issue 7): delivery staff are managed by super admin and baseball (§6);
  // any manager lists them and assigns them on the live screen; adding a store is head office's.
  'common/dupcheck': ['all', 'none'],
  'store/manager/list': ['all', 'store'],
  'store/manager/info': ['all', 'none'],
  'store/manager/edit': ['all', 'store'],
  'store/manager/del': ['all', 'none'],
  'store/manager/group/list': ['all', 'none'],
  'store/add': ['super', 'none'],
  'store/customer/list': ['all', 'store'],
  'store/customer/order/list': ['all', 'store'],
  'store/user/info': ['all', 'store'],
  // The board's working list and assigning: every manager; the /delivery-men screen: §6's roles.
  'store/order/deliveryman/list': ['all', 'store'],
  'store/order/deliveryman/edit': ['all', 'store'],
  'store/deliveryman/list': ['superOrBaseball', 'store'],
  'store/deliveryman/info': ['superOrBaseball', 'store'],
  'store/deliveryman/edit': ['superOrBaseball', 'store'],
  'store/deliveryman/work/list': ['superOrBaseball', 'store'],
  'store/coupon/list': ['all', 'store'],
  'store/coupon/edit': ['all', 'store'],
  'store/coupon/end': ['all', 'store'],
  'store/coupon/issue': ['all', 'store'],
  'store/coupon/issue/list': ['all', 'store'],
  'store/stamp/list': ['all', 'store'],
  'store/stamp/edit': ['all', 'store'],
  'store/stamp/end': ['all', 'store'],
  'store/promotion/period/list': ['all', 'store'],
  'store/promotion/period/edit': ['all', 'store'],
  'store/promotion/period/end': ['all', 'store'],
  'store/find/id': ['public', 'none'],
  'store/find/password': ['public', 'none'],
  'store/find/password/reset': ['public', 'none'],
  'store/printer/list': ['all', 'store'],
  'store/printer/edit': ['all', 'store'],
  'store/printer/delete': ['all', 'store'],
  'store/printer/test': ['all', 'store'],
  'store/order/print': ['all', 'store'],
  'store/busy/edit': ['all', 'store'],
  'store/order/missed/list': ['all', 'store'],
};

const ROLES = [
  // id, group id, store mode, own store, a store outside the scope
  { id: 'admin', group: 1, storeMode: false, own: 1, foreign: 999 },
  { id: 'ops', group: 51, storeMode: false, own: 4, foreign: 999 },
  { id: 'hq', group: 52, storeMode: false, own: 2, foreign: 3 },
  { id: 'store1', group: 52, storeMode: true, own: 1, foreign: 2 },
  { id: 'ballpark', group: 53, storeMode: true, own: 3, foreign: 1 },
  { id: 'sodam', group: 52, storeMode: true, own: 4, foreign: 1 },
] as const;

function roleAllowed(who: Who, role: (typeof ROLES)[number]): boolean {
  switch (who) {
    case 'public':
    case 'all':
      return true;
    case 'super':
      return role.group === 1 || role.group === 51;
    case 'superOrBaseball':
      return role.group === 1 || role.group === 51 || role.group === 53;
    case 'multi':
      return !role.storeMode;
  }
}

describe('access matrix', () => {
  let s: TestServer;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    s = await startTestServer('pglite');
    for (const r of ROLES) tokens.set(r.id, await s.login(r.id));
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('has an expectation for every registered call, and a policy entry for each', () => {
    const registered = [...registeredCalls.keys()].sort();
    expect(registered.filter((p) => !(p in EXPECT))).toEqual([]);
    expect(Object.keys(policy).sort()).toEqual(expect.arrayContaining(registered));
  });

  it('allows and denies every call for every role and store scope as the spec says', async () => {
    let cells = 0;
    const wrong: string[] = [];
    for (const path of registeredCalls.keys()) {
      const [who, scope] = EXPECT[path] ?? ['all', 'none'];
      if (who === 'public') continue;
      for (const role of ROLES) {
        const token = tokens.get(role.id)!;
        const allowed = roleAllowed(who, role);
        const cases =
          scope === 'store'
            ? [
                { store_id: role.own, ok: allowed },
                { store_id: role.foreign, ok: false },
              ]
            : [{ ok: allowed }];
        for (const c of cases) {
          // A body that is deliberately incomplete: access is decided before validation, so an allowed
          // call answers 0, 9001 (validation) or 9004 — never 9003 — and a denied one answers 9003.
          const body = 'store_id' in c ? { store_id: c.store_id } : {};
          const r = await s.call(path, body, token);
          cells += 1;
          const denied = r.body.code === 9003;
          if (denied === c.ok)
            wrong.push(`${path} as ${role.id} ${JSON.stringify(body)} → ${r.body.code} ${r.body.message}`);
          if (r.status >= 500) wrong.push(`${path} as ${role.id} → HTTP ${r.status}`);
          if (path === 'store/logout') tokens.set(role.id, await s.login(role.id));
        }
      }
      // Without a token every non-public call is refused with 9991.
      const anon = await s.call(path, {});
      cells += 1;
      if (anon.body.code !== 9991) wrong.push(`${path} without token → ${anon.body.code}`);
    }
    console.log(`access matrix: ${cells} cells checked, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
  });
});
