import { describe, expect, it } from 'vitest';
import { testBackends, type TestServer } from './helpers';
import { formatPhone, maskPhone } from '../../server/lib/people-util';
import { MASKED, withPeopleServer } from './people-helpers';

describe('phone numbers', () => {
  it('masks the middle digits whatever the input shape', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('02-3142-1001')).toBe('02-****-1001');
    expect(maskPhone('123')).toBe('****');
    expect(maskPhone(null)).toBeNull();
  });
  it('stores one shape', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0101234567')).toBe('010-123-4567');
    expect(formatPhone('0231421003')).toBe('02-3142-1003');
    expect(formatPhone('021231234')).toBe('02-123-1234');
  });
});

/** People (issue 7): the duplicate check and the member rules. */
describe.each(await testBackends())('people on %s', (backend) => {
  let s: TestServer;
  const as = withPeopleServer(backend, (server) => (s = server));

  describe('duplicate check', () => {
    it('tells a taken id (whatever its case) from a free one', async () => {
      const taken = await as('store1', 'common/dupcheck', {
        column_name: 'manager_user_id',
        check_value: 'STORE2',
      });
      expect(taken.body.data).toMatchObject({ duplicate: true, message: '이미 사용 중인 아이디입니다.' });
      const free = await as('store1', 'common/dupcheck', {
        column_name: 'manager_user_id',
        check_value: 'mapo.new',
      });
      expect(free.body.data).toMatchObject({ duplicate: false });
    });
    it('answers only for whitelisted columns and only with a token', async () => {
      const other = await as('admin', 'common/dupcheck', { column_name: 'password_hash', check_value: 'x' });
      expect(other.body.code).toBe(9001);
      expect(other.body.fields).toHaveProperty('column_name');
      const anon = await s.call('common/dupcheck', { column_name: 'manager_user_id', check_value: 'admin' });
      expect(anon.body.code).toBe(9991);
    });
  });

  describe('members', () => {
    it('lists only the members of the own store, phones masked, the own row marked', async () => {
      const r = await as('store1', 'store/manager/list', { store_id: 1 });
      expect(r.body.code, r.body.message).toBe(0);
      const list = r.body.data.manager_list as {
        store_id: number;
        manager_phone: string;
        is_self: boolean;
        manager_user_id: string;
      }[];
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.every((m) => m.store_id === 1)).toBe(true);
      expect(list.every((m) => MASKED.test(m.manager_phone))).toBe(true);
      expect(list.find((m) => m.is_self)?.manager_user_id).toBe('store1');
      // Without a store id a store-mode manager still sees only their store.
      const all = await as('store1', 'store/manager/list', {});
      expect((all.body.data.manager_list as { store_id: number }[]).every((m) => m.store_id === 1)).toBe(
        true,
      );
      // Another store's id is refused by the policy.
      expect((await as('store1', 'store/manager/list', { store_id: 2 })).body.code).toBe(9003);
    });

    it('a franchise manager sees the franchise; a super admin sees everyone', async () => {
      const hq = await as('hq', 'store/manager/list', {});
      const ids = (hq.body.data.manager_list as { manager_user_id: string }[]).map((m) => m.manager_user_id);
      expect(ids).toEqual(expect.arrayContaining(['store1', 'store2']));
      expect(ids).not.toContain('sodam');
      expect(ids).not.toContain('admin');
      const admin = await as('admin', 'store/manager/list', { keyword: 'sodam' });
      expect(admin.body.data.manager_list).toHaveLength(1);
    });

    it('shows the whole phone number only in the detail, and only within scope', async () => {
      const list = await as('store1', 'store/manager/list', { store_id: 1, keyword: 'store1' });
      const me = list.body.data.manager_list[0];
      const info = await as('store1', 'store/manager/info', { manager_id: me.manager_id });
      expect(info.body.data.manager.manager_phone).toMatch(/^010-5555-\d{4}$/);
      const other = await as('store2', 'store/manager/info', { manager_id: me.manager_id });
      expect(other.body.code).toBe(9004);
    });

    it('adds a member after refusing a duplicate id and a weak password', async () => {
      const base = {
        manager_name: '신입 직원',
        manager_group_id: 52,
        manager_phone: '01098765432',
        manager_password: 'mapo2026!',
      };
      const dup = await as('store1', 'store/manager/edit', { ...base, manager_user_id: 'Store2' });
      expect(dup.body.code).toBe(9001);
      expect(dup.body.fields?.manager_user_id).toBe('이미 사용 중인 아이디입니다.');
      const weak = await as('store1', 'store/manager/edit', {
        ...base,
        manager_user_id: 'mapo.new',
        manager_password: 'abcdefgh',
      });
      expect(weak.body.fields?.manager_password).toContain('영문과 숫자');
      const noPw = await as('store1', 'store/manager/edit', {
        ...base,
        manager_user_id: 'mapo.new',
        manager_password: '',
      });
      expect(noPw.body.fields?.manager_password).toBeDefined();
      const ok = await as('store1', 'store/manager/edit', { ...base, manager_user_id: 'mapo.new' });
      expect(ok.body.code, ok.body.message).toBe(0);
      expect(ok.body.data.manager).toMatchObject({
        store_id: 1,
        manager_group_type: 1,
        manager_phone: '010-****-5432',
      });
      const token = await s.login('mapo.new', 'mapo2026!');
      const me = await s.call('store/token/info', {}, token);
      expect(me.body.data).toMatchObject({ manager_name: '신입 직원', store_id: 1 });
      // The same id again, even by a super admin in another store: refused.
      const again = await as('admin', 'store/manager/edit', {
        ...base,
        manager_user_id: 'MAPO.NEW',
        store_id: 4,
      });
      expect(again.body.fields?.manager_user_id).toBe('이미 사용 중인 아이디입니다.');
    });

    it('a store-mode manager cannot create super admins nor members of another store', async () => {
      const base = { manager_user_id: 'mapo.boss', manager_name: '사칭', manager_password: 'abcd1234' };
      expect((await as('store1', 'store/manager/edit', { ...base, manager_group_id: 1 })).body.code).toBe(
        9003,
      );
      expect((await as('store1', 'store/manager/edit', { ...base, manager_group_id: 51 })).body.code).toBe(
        9003,
      );
      expect(
        (await as('store1', 'store/manager/edit', { ...base, manager_group_id: 52, store_id: 2 })).body.code,
      ).toBe(9003);
      expect(
        (await as('hq', 'store/manager/edit', { ...base, manager_group_id: 52, store_id: 4 })).body.code,
      ).toBe(9003);
      const groups = await as('store1', 'store/manager/group/list');
      // Issue 22: 53 sees admin orders and delivery staff that 52 does not, so 52 may not grant it.
      expect((groups.body.data.group_list as { group_id: number }[]).map((g) => g.group_id)).toEqual([52]);
    });

    it('nobody deletes themself, raises their own role or switches themself off', async () => {
      const me = (await as('store1', 'store/manager/list', { store_id: 1, keyword: 'store1' })).body.data
        .manager_list[0];
      expect((await as('store1', 'store/manager/del', { manager_id: me.manager_id })).body.code).toBe(9003);
      const edit = {
        manager_id: me.manager_id,
        manager_user_id: 'store1',
        manager_name: '김민준',
        manager_phone: '010-5555-1004',
      };
      expect((await as('store1', 'store/manager/edit', { ...edit, manager_group_id: 53 })).body.code).toBe(
        9003,
      );
      expect((await as('store1', 'store/manager/edit', { ...edit, manager_group_id: 1 })).body.code).toBe(
        9003,
      );
      expect(
        (await as('store1', 'store/manager/edit', { ...edit, manager_group_id: 52, active: 0 })).body.code,
      ).toBe(9003);
      // Editing one's own name and phone is fine; the password stays when left blank.
      const ok = await as('store1', 'store/manager/edit', {
        ...edit,
        manager_group_id: 52,
        manager_name: '김민준 점장',
        manager_password: '',
      });
      expect(ok.body.code, ok.body.message).toBe(0);
      await s.login('store1');
      const admin = (await as('admin', 'store/manager/list', { keyword: 'admin' })).body.data.manager_list[0];
      expect((await as('admin', 'store/manager/del', { manager_id: admin.manager_id })).body.code).toBe(9003);
      // 51 cannot touch 1.
      expect((await as('ops', 'store/manager/del', { manager_id: admin.manager_id })).body.code).toBe(9003);
    });

    it('deletes a member in scope; outside scope it does not exist', async () => {
      const target = (await as('store1', 'store/manager/list', { store_id: 1, keyword: 'mapo.night' })).body
        .data.manager_list[0];
      expect((await as('store2', 'store/manager/del', { manager_id: target.manager_id })).body.code).toBe(
        9004,
      );
      const del = await as('store1', 'store/manager/del', { manager_id: target.manager_id });
      expect(del.body.code, del.body.message).toBe(0);
      expect(
        (await as('store1', 'store/manager/list', { store_id: 1, keyword: 'mapo.night' })).body.data
          .total_count,
      ).toBe(0);
    });
  });
});
