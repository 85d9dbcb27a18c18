import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { postgresAvailable, startTestServer, type Backend, type TestServer } from './helpers';
import * as t from '../../server/db/schema';
import { formatPhone, maskPhone } from '../../server/lib/people-util';

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

const backends: Backend[] = ['pglite'];
if (await postgresAvailable()) backends.push('postgres');

/** People (issue 7): duplicate check, member rules, stores, customers, delivery staff, find id/password. */
describe.each(backends)('people on %s', (backend) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer(backend);
    for (const id of ['admin', 'ops', 'hq', 'store1', 'store2', 'ballpark']) tokens[id] = await s.login(id);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });
  const as = (who: string, path: string, body: object = {}) => s.call(path, body, tokens[who]);
  const MASKED = /^0\d{1,2}-\*\*\*\*-\d{4}$/;

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

  describe('stores', () => {
    it('only super admins add stores', async () => {
      const countOf = async () =>
        (
          (await as('admin', 'store/group/list')).body.data.group_list as {
            store_group_id: number;
            store_count: number;
          }[]
        ).find((g) => g.store_group_id === 1)!.store_count;
      const before = await countOf();
      expect(
        (await as('hq', 'store/add', { store_name: '한강치킨 합정점', store_group_id: 1 })).body.code,
      ).toBe(9003);
      expect((await as('store1', 'store/add', { store_name: '한강치킨 합정점' })).body.code).toBe(9003);
      const ok = await as('admin', 'store/add', {
        store_name: '한강치킨 합정점',
        store_group_id: 1,
        store_phone: '0231421003',
      });
      expect(ok.body.code, ok.body.message).toBe(0);
      const dup = await as('admin', 'store/add', { store_name: '한강치킨 합정점' });
      expect(dup.body.fields?.store_name).toBeDefined();
      expect(await countOf()).toBe(before + 1);
    });
  });

  describe('customers', () => {
    it('searches by phone digits, masks the list, opens the orders and the whole number in user info', async () => {
      const list = await as('store1', 'store/customer/list', { store_id: 1 });
      expect(list.body.code, list.body.message).toBe(0);
      const first = list.body.data.customer_list[0];
      expect(first.customer_phone).toMatch(MASKED);
      const last4 = first.customer_phone.slice(-4);
      const found = await as('store1', 'store/customer/list', { store_id: 1, keyword: last4 });
      expect(
        (found.body.data.customer_list as { customer_id: number }[]).some(
          (c) => c.customer_id === first.customer_id,
        ),
      ).toBe(true);
      expect(
        (found.body.data.customer_list as { customer_phone: string }[]).every((c) =>
          c.customer_phone.endsWith(last4),
        ),
      ).toBe(true);
      // The masked middle digits never match: a search must not reveal them.
      const full = (await as('store1', 'store/user/info', { store_id: 1, customer_id: first.customer_id }))
        .body.data.user.customer_phone as string;
      const middle = full.split('-')[1]!;
      const byMiddle = await as('store1', 'store/customer/list', { store_id: 1, keyword: middle });
      expect(
        (byMiddle.body.data.customer_list as { customer_phone: string }[]).every((c) =>
          c.customer_phone.endsWith(middle),
        ),
      ).toBe(true);
      const byName = await as('store1', 'store/customer/list', { store_id: 1, keyword: first.customer_name });
      expect(byName.body.data.total_count).toBeGreaterThan(0);
      const orders = await as('store1', 'store/customer/order/list', {
        store_id: 1,
        customer_id: first.customer_id,
      });
      expect(orders.body.data.total_count).toBeGreaterThan(0);
      const info = await as('store1', 'store/user/info', { store_id: 1, customer_id: first.customer_id });
      expect(info.body.data.user.customer_phone).toMatch(/^010-\d{4}-\d{4}$/);
      expect(info.body.data.user.customer_phone.slice(-4)).toBe(last4);
    });

    it('a store never sees a customer who did not order from it', async () => {
      const db = s.built.ctx.db;
      const [c] = await db
        .insert(t.customers)
        .values({ customerName: '다른가게손님', customerPhone: '010-1111-2222' })
        .returning();
      await db.insert(t.orders).values({
        storeId: 4,
        orderNo: 'P-999',
        orderType: 2,
        orderStatus: 7,
        items: [],
        totalAmount: 7000,
        payType: 1,
        customerId: c!.customerId,
      });
      expect(
        (await as('store1', 'store/user/info', { store_id: 1, customer_id: c!.customerId })).body.code,
      ).toBe(9004);
      expect(
        (await as('store1', 'store/customer/order/list', { store_id: 1, customer_id: c!.customerId })).body
          .code,
      ).toBe(9004);
      expect(
        (await as('store1', 'store/customer/list', { store_id: 1, keyword: '다른가게손님' })).body.data
          .total_count,
      ).toBe(0);
      expect((await as('store1', 'store/customer/list', { store_id: 4 })).body.code).toBe(9003);
    });
  });

  describe('delivery staff', () => {
    it('only super admins and baseball managers manage them (§6)', async () => {
      const body = { store_id: 1, deliveryman_name: '테스트', deliveryman_phone: '010-1234-0001' };
      expect((await as('store1', 'store/deliveryman/edit', body)).body.code).toBe(9003);
      expect(
        (await as('store1', 'store/deliveryman/work/list', { store_id: 1, work_date: '20261121' })).body.code,
      ).toBe(9003);
      expect((await as('ballpark', 'store/deliveryman/edit', body)).body.code).toBe(9003); // not their store
      const own = await as('ballpark', 'store/deliveryman/edit', { ...body, store_id: 3 });
      expect(own.body.code, own.body.message).toBe(0);
    });

    it('adds one, masks the list, refuses a second entry with the same phone', async () => {
      const add = await as('admin', 'store/deliveryman/edit', {
        store_id: 1,
        deliveryman_name: '한결',
        deliveryman_phone: '01077778888',
        vehicle_type: 2,
      });
      expect(add.body.code, add.body.message).toBe(0);
      const id = add.body.data.deliveryman.deliveryman_id;
      const list = await as('store1', 'store/order/deliveryman/list', { store_id: 1 });
      const row = (
        list.body.data.deliveryman_list as { deliveryman_id: number; deliveryman_phone: string }[]
      ).find((d) => d.deliveryman_id === id);
      expect(row?.deliveryman_phone).toBe('010-****-8888');
      const info = await as('admin', 'store/deliveryman/info', { store_id: 1, deliveryman_id: id });
      expect(info.body.data.deliveryman.deliveryman_phone).toBe('010-7777-8888');
      const dup = await as('admin', 'store/deliveryman/edit', {
        store_id: 1,
        deliveryman_name: '중복',
        deliveryman_phone: '010-7777-8888',
      });
      expect(dup.body.fields?.deliveryman_phone).toBeDefined();
      // Another store's delivery man is not there for store 2.
      expect(
        (await as('admin', 'store/deliveryman/info', { store_id: 2, deliveryman_id: id })).body.code,
      ).toBe(9004);
    });

    it('assigns him to a delivery order and shows it in his work list for the day', async () => {
      const add = await as('admin', 'store/deliveryman/edit', {
        store_id: 1,
        deliveryman_name: '배정테스트',
        deliveryman_phone: '010-4444-0001',
      });
      const manId = add.body.data.deliveryman.deliveryman_id;
      const order = await s.call('customer/order/create', {
        store_id: 1,
        order_type: 4,
        delivery_address: '서울 마포구 양화로 1',
        pay_type: 1,
        items: [{ product_id: 1, quantity: 1, option_names: [] }],
      });
      const orderId = order.body.data.order.order_id;
      const assign = await as('store1', 'store/order/deliveryman/edit', {
        store_id: 1,
        order_id: orderId,
        deliveryman_id: manId,
      });
      expect(assign.body.code, assign.body.message).toBe(0);
      expect(assign.body.data).toMatchObject({
        deliveryman_name: '배정테스트',
        order: { deliveryman_id: manId, version: 2 },
      });
      const created = new Date(order.body.data.order.created_at);
      const ymd = new Date(created.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
      const work = await as('admin', 'store/deliveryman/work/list', {
        store_id: 1,
        work_date: ymd,
        deliveryman_id: manId,
      });
      expect(work.body.data.work_list).toHaveLength(1);
      expect(work.body.data.summary[0]).toMatchObject({ deliveryman_name: '배정테스트', delivery_count: 1 });
      expect(
        (await as('admin', 'store/deliveryman/work/list', { store_id: 1, work_date: '20260230' })).body.code,
      ).toBe(9001);

      // A pickup order, a retired delivery man, another store's delivery man: refused.
      const pickup = await s.call('customer/order/create', {
        store_id: 1,
        order_type: 2,
        pay_type: 1,
        items: [{ product_id: 1, quantity: 1, option_names: [] }],
      });
      expect(
        (
          await as('store1', 'store/order/deliveryman/edit', {
            store_id: 1,
            order_id: pickup.body.data.order.order_id,
            deliveryman_id: manId,
          })
        ).body.code,
      ).toBe(9001);
      await as('admin', 'store/deliveryman/edit', {
        store_id: 1,
        deliveryman_id: manId,
        deliveryman_name: '배정테스트',
        deliveryman_phone: '010-4444-0001',
        active: 0,
      });
      expect(
        (
          await as('store1', 'store/order/deliveryman/edit', {
            store_id: 1,
            order_id: orderId,
            deliveryman_id: manId,
          })
        ).body.code,
      ).toBe(9001);
      const other = (await as('store2', 'store/order/deliveryman/list', { store_id: 2 })).body.data
        .deliveryman_list[0];
      expect(
        (
          await as('store1', 'store/order/deliveryman/edit', {
            store_id: 1,
            order_id: orderId,
            deliveryman_id: other.deliveryman_id,
          })
        ).body.code,
      ).toBe(9001);
      // Un-assigning works; another store cannot touch the order.
      expect(
        (
          await as('store2', 'store/order/deliveryman/edit', {
            store_id: 1,
            order_id: orderId,
            deliveryman_id: null,
          })
        ).body.code,
      ).toBe(9003);
      const unassign = await as('store1', 'store/order/deliveryman/edit', {
        store_id: 1,
        order_id: orderId,
        deliveryman_id: null,
      });
      expect(unassign.body.data.order.deliveryman_id).toBeNull();
    });
  });

  describe('find id / find password', () => {
    const messages = async () =>
      s.built.ctx.db.select().from(t.accountMessages).orderBy(desc(t.accountMessages.messageId));

    it('answers the same whether or not the account exists, and queues a message only for a real one', async () => {
      const before = (await messages()).length;
      const unknown = await s.call('store/find/id', {
        manager_name: '없는사람',
        manager_phone: '010-0000-0000',
      });
      const known = await s.call('store/find/id', { manager_name: '윤서준', manager_phone: '010-5555-1005' });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      const after = await messages();
      expect(after.length).toBe(before + 1);
      expect(after[0]!.body).toContain('store2');
    });

    it('resets a password with the code sent, once', async () => {
      const unknown = await s.call('store/find/password', {
        manager_user_id: 'nobody',
        manager_phone: '010-5555-1005',
      });
      const known = await s.call('store/find/password', {
        manager_user_id: 'store2',
        manager_phone: '01055551005',
      });
      expect(unknown.body).toEqual(known.body);
      const [msg] = await messages();
      const code = /(\d{6})/.exec(msg!.body)![1]!;
      const wrong = await s.call('store/find/password/reset', {
        manager_user_id: 'store2',
        reset_code: code === '000000' ? '111111' : '000000',
        new_password: 'seogyo2026',
      });
      expect(wrong.body.code).toBe(9001);
      const ok = await s.call('store/find/password/reset', {
        manager_user_id: 'store2',
        reset_code: code,
        new_password: 'seogyo2026',
      });
      expect(ok.body.code, ok.body.message).toBe(0);
      await s.login('store2', 'seogyo2026');
      const reuse = await s.call('store/find/password/reset', {
        manager_user_id: 'store2',
        reset_code: code,
        new_password: 'other2026',
      });
      expect(reuse.body.code).toBe(9001);
      const rows = await s.built.ctx.db
        .select()
        .from(t.passwordResets)
        .where(eq(t.passwordResets.managerId, msg!.managerId!));
      expect(rows.every((r) => r.codeHash !== code)).toBe(true);
    });

    it('rate-limits repeated requests for one target, existing or not', async () => {
      let last = 0;
      for (let i = 0; i < 6; i++) {
        last = (await s.call('store/find/id', { manager_name: '누군가', manager_phone: '010-9999-0000' }))
          .body.code;
      }
      expect(last).toBe(9029);
    });
  });
});
