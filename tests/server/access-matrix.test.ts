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
  'customer/order/cancel-request': ['public', 'none'],
  'store/token/info': ['all', 'none'],
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
        const cases = scope === 'store' ? [{ store_id: role.own, ok: allowed }, { store_id: role.foreign, ok: false }] : [{ ok: allowed }];
        for (const c of cases) {
          // A body that is deliberately incomplete: access is decided before validation, so an allowed
          // call answers 0, 9001 (validation) or 9004 — never 9003 — and a denied one answers 9003.
          const body = 'store_id' in c ? { store_id: c.store_id } : {};
          const r = await s.call(path, body, token);
          cells += 1;
          const denied = r.body.code === 9003;
          if (denied === c.ok) wrong.push(`${path} as ${role.id} ${JSON.stringify(body)} → ${r.body.code} ${r.body.message}`);
          if (r.status >= 500) wrong.push(`${path} as ${role.id} → HTTP ${r.status}`);
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
