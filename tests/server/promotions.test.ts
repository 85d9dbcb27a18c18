import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startTestServer, type Backend, type TestServer } from './helpers';
import { promotionState } from '../../server/lib/promotions';

const ymd = (daysFromToday: number) => {
  const now = new Date(Date.now() + 9 * 3600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysFromToday));
  return d.toISOString().slice(0, 10).replaceAll('-', '');
};

describe('promotionState', () => {
  it('derives the state from the dates unless ended early', () => {
    expect(promotionState(1, '2026-11-01', '2026-11-30', '2026-10-31')).toBe('scheduled');
    expect(promotionState(1, '2026-11-01', '2026-11-30', '2026-11-01')).toBe('active');
    expect(promotionState(1, '2026-11-01', '2026-11-30', '2026-11-30')).toBe('active');
    expect(promotionState(1, '2026-11-01', '2026-11-30', '2026-12-01')).toBe('expired');
    expect(promotionState(9, '2026-11-01', '2026-11-30', '2026-11-15')).toBe('ended');
  });
});

const backends: Backend[] = ['pglite'];
if (await postgresAvailable()) backends.push('postgres');

describe.each(backends)('promotions on %s', (backend) => {
  let s: TestServer;
  let store1: string;
  let store2: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    store1 = await s.login('store1');
    store2 = await s.login('store2');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('seeds coupons in every state with usage counts', async () => {
    const r = await s.call('store/coupon/list', { store_id: 1 }, store1);
    expect(r.body.code, r.body.message).toBe(0);
    const states = new Set((r.body.data.coupon_list as { state: string }[]).map((c) => c.state));
    expect([...states].sort()).toEqual(['active', 'ended', 'expired', 'scheduled']);
    const active = await s.call('store/coupon/list', { store_id: 1, state: 'active' }, store1);
    expect((active.body.data.coupon_list as { state: string }[]).every((c) => c.state === 'active')).toBe(
      true,
    );
    expect((r.body.data.coupon_list as { issued_count: number }[]).some((c) => c.issued_count > 0)).toBe(
      true,
    );
  });

  it('creates, edits and ends a coupon; an ended coupon stays ended', async () => {
    const body = {
      store_id: 1,
      coupon_name: '주말 4,000원 할인',
      discount_type: 1,
      discount_value: 4000,
      min_order_amount: 20000,
      start_date: ymd(0),
      end_date: ymd(14),
    };
    const created = await s.call('store/coupon/edit', body, store1);
    expect(created.body.code, created.body.message).toBe(0);
    const coupon = created.body.data.coupon;
    expect(coupon).toMatchObject({ state: 'active', issued_count: 0, used_count: 0, start_date: ymd(0) });
    const list = await s.call('store/coupon/list', { store_id: 1 }, store1);
    expect(list.body.data.coupon_list[0].coupon_name).toBe('주말 4,000원 할인');
    const edited = await s.call(
      'store/coupon/edit',
      { ...body, coupon_id: coupon.coupon_id, discount_value: 5000, issue_limit: 100 },
      store1,
    );
    expect(edited.body.data.coupon).toMatchObject({ discount_value: 5000, issue_limit: 100 });
    const ended = await s.call('store/coupon/end', { store_id: 1, coupon_id: coupon.coupon_id }, store1);
    expect(ended.body.data.coupon.state).toBe('ended');
    expect(
      (await s.call('store/coupon/end', { store_id: 1, coupon_id: coupon.coupon_id }, store1)).body.code,
    ).toBe(9009);
    expect(
      (await s.call('store/coupon/edit', { ...body, coupon_id: coupon.coupon_id }, store1)).body.code,
    ).toBe(9009);
  });

  it('refuses bad terms with field messages', async () => {
    const body = {
      store_id: 1,
      coupon_name: '잘못된 쿠폰',
      discount_type: 2,
      discount_value: 10,
      start_date: ymd(0),
      end_date: ymd(5),
    };
    const backwards = await s.call(
      'store/coupon/edit',
      { ...body, start_date: ymd(5), end_date: ymd(0) },
      store1,
    );
    expect(backwards.body.fields?.end_date).toBeDefined();
    expect(
      (await s.call('store/coupon/edit', { ...body, discount_value: 120 }, store1)).body.fields
        ?.discount_value,
    ).toBeDefined();
    expect(
      (await s.call('store/coupon/edit', { ...body, start_date: ymd(-10), end_date: ymd(-1) }, store1)).body
        .fields?.end_date,
    ).toBeDefined();
    expect(
      (await s.call('store/coupon/edit', { ...body, start_date: '20261301' }, store1)).body.fields
        ?.start_date,
    ).toBeDefined();
    expect(
      (await s.call('store/coupon/edit', { ...body, coupon_name: ' ' }, store1)).body.fields?.coupon_name,
    ).toBeDefined();
  });

  it('refuses amounts that are not whole numbers as typed, in Korean, and saves nothing (issue 28)', async () => {
    const body = {
      store_id: 1,
      coupon_name: '숫자 검사 쿠폰',
      discount_type: 1,
      discount_value: '3000',
      min_order_amount: '10000',
      issue_limit: '',
      start_date: ymd(0),
      end_date: ymd(5),
    };
    const count = async () =>
      (await s.call('store/coupon/list', { store_id: 1 }, store1)).body.data.total_count as number;
    const before = await count();
    const refused = async (patch: Record<string, unknown>, field: string, message: RegExp) => {
      const r = await s.call('store/coupon/edit', { ...body, ...patch }, store1);
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.fields?.[field], JSON.stringify(patch)).toMatch(message);
    };
    // '' used to become 0 and "abc-500" 500 (z.coerce and the client's digit filter).
    await refused({ discount_value: '' }, 'discount_value', /할인 값을 입력해 주세요/);
    await refused({ discount_value: 'abc' }, 'discount_value', /할인 값은 숫자로 입력해 주세요/);
    await refused({ discount_value: 'abc-500' }, 'discount_value', /숫자로 입력해 주세요/);
    await refused({ discount_value: '-500' }, 'discount_value', /1 이상이어야 합니다/);
    await refused({ discount_value: '1.5' }, 'discount_value', /소수점 없이/);
    await refused({ min_order_amount: '' }, 'min_order_amount', /최소 주문 금액을 입력해 주세요/);
    await refused({ min_order_amount: -1 }, 'min_order_amount', /음수 불가/);
    await refused({ issue_limit: '0' }, 'issue_limit', /발급 한도는 1장 이상/);
    await refused({ coupon_name: '가'.repeat(10_000) }, 'coupon_name', /50자 이내/);
    expect(await count()).toBe(before);
    const stamp = await s.call(
      'store/stamp/edit',
      {
        store_id: 1,
        program_name: '스탬프',
        stamps_required: 'abc',
        reward_name: '음료',
        start_date: ymd(0),
        end_date: ymd(5),
      },
      store1,
    );
    expect(stamp.status).toBe(400);
    expect(stamp.body.fields?.stamps_required).toMatch(/필요 스탬프 수는 숫자로/);
    const period = await s.call(
      'store/promotion/period/edit',
      {
        store_id: 1,
        promotion_name: '기간',
        discount_type: 2,
        discount_value: '',
        start_date: ymd(0),
        end_date: ymd(5),
      },
      store1,
    );
    expect(period.body.fields?.discount_value).toMatch(/입력해 주세요/);
    // Digits as typed, thousands commas included, are what is saved; an empty limit is no limit.
    const saved = await s.call('store/coupon/edit', { ...body, discount_value: '3,000' }, store1);
    expect(saved.body.code, saved.body.message).toBe(0);
    expect(saved.body.data.coupon).toMatchObject({
      discount_value: 3000,
      min_order_amount: 10000,
      issue_limit: null,
    });
  });

  it('keeps each store to its own promotions', async () => {
    const mine = (await s.call('store/coupon/list', { store_id: 1 }, store1)).body.data.coupon_list[0];
    expect((await s.call('store/coupon/list', { store_id: 1 }, store2)).body.code).toBe(9003);
    expect(
      (await s.call('store/coupon/end', { store_id: 2, coupon_id: mine.coupon_id }, store2)).body.code,
    ).toBe(9004);
    expect((await s.call('store/coupon/list', { store_id: 1 })).body.code).toBe(9991);
  });

  it('a used coupon keeps its discount', async () => {
    const used = (
      (await s.call('store/coupon/list', { store_id: 1, state: 'active' }, store1)).body.data.coupon_list as {
        coupon_id: number;
        issued_count: number;
        coupon_name: string;
        discount_type: number;
        discount_value: number;
        start_date: string;
        end_date: string;
      }[]
    ).find((c) => c.issued_count > 0)!;
    const r = await s.call(
      'store/coupon/edit',
      {
        store_id: 1,
        coupon_id: used.coupon_id,
        coupon_name: used.coupon_name,
        discount_type: used.discount_type,
        discount_value: used.discount_value + 1000,
        start_date: used.start_date,
        end_date: used.end_date,
      },
      store1,
    );
    expect(r.body.fields?.discount_value).toBeDefined();
  });

  it('stamp programs: one running at a time, created after ending the current one', async () => {
    const list = await s.call('store/stamp/list', { store_id: 1, state: 'active' }, store1);
    const running = list.body.data.stamp_list[0];
    expect(running.customer_count).toBeGreaterThan(0);
    const body = {
      store_id: 1,
      program_name: '겨울 스탬프',
      stamps_required: 8,
      reward_name: '콜라 1.25L',
      start_date: ymd(0),
      end_date: ymd(60),
    };
    const overlap = await s.call('store/stamp/edit', body, store1);
    expect(overlap.body.fields?.start_date).toContain('겹치는');
    expect(
      (await s.call('store/stamp/end', { store_id: 1, stamp_program_id: running.stamp_program_id }, store1))
        .body.code,
    ).toBe(0);
    const created = await s.call('store/stamp/edit', body, store1);
    expect(created.body.code, created.body.message).toBe(0);
    expect(created.body.data.stamp).toMatchObject({
      program_name: '겨울 스탬프',
      state: 'active',
      customer_count: 0,
    });
    const all = await s.call('store/stamp/list', { store_id: 1 }, store1);
    expect((all.body.data.stamp_list as { program_name: string }[]).map((p) => p.program_name)).toContain(
      '겨울 스탬프',
    );
    expect(
      (await s.call('store/stamp/edit', { ...body, stamps_required: 1 }, store1)).body.fields
        ?.stamps_required,
    ).toBeDefined();
  });

  it('promotion periods: create, list with usage, end', async () => {
    const seeded = await s.call('store/promotion/period/list', { store_id: 1, state: 'expired' }, store1);
    expect(seeded.body.data.promotion_list[0].use_count).toBeGreaterThan(0);
    const created = await s.call(
      'store/promotion/period/edit',
      {
        store_id: 1,
        promotion_name: '주말 저녁 5% 할인',
        discount_type: 2,
        discount_value: 5,
        start_date: ymd(3),
        end_date: ymd(10),
      },
      store1,
    );
    expect(created.body.data.promotion).toMatchObject({ state: 'scheduled', use_count: 0 });
    const scheduled = await s.call(
      'store/promotion/period/list',
      { store_id: 1, state: 'scheduled' },
      store1,
    );
    expect(
      (scheduled.body.data.promotion_list as { promotion_name: string }[]).map((p) => p.promotion_name),
    ).toContain('주말 저녁 5% 할인');
    const ended = await s.call(
      'store/promotion/period/end',
      { store_id: 1, promotion_id: created.body.data.promotion.promotion_id },
      store1,
    );
    expect(ended.body.data.promotion.state).toBe('ended');
  });
});
