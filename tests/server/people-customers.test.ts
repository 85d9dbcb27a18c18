import { describe, expect, it } from 'vitest';
import { testBackends, type TestServer } from './helpers';
import * as t from '../../server/db/schema';
import { MASKED, withPeopleServer } from './people-helpers';

/** People (issue 7): stores, customers and delivery staff. */
describe.each(await testBackends())('people on %s', (backend) => {
  let s: TestServer;
  const as = withPeopleServer(backend, (server) => (s = server));

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
});
