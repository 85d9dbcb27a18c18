import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playGame, startTestServer, type TestServer } from './helpers';
import { signUpload, uploadSecret } from '../../server/routes/uploads';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----cbo' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="logo"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

let s: TestServer;
let store1: string;
let store2: string;
let admin: string;
let hq: string;
let ballpark: string;

beforeAll(async () => {
  s = await startTestServer('pglite');
  store1 = await s.login('store1');
  store2 = await s.login('store2');
  admin = await s.login('admin');
  hq = await s.login('hq');
  ballpark = await s.login('ballpark');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const order = (storeId: number, productId: number) =>
  s.call('customer/order/create', {
    store_id: storeId,
    order_type: 2,
    pay_type: 1,
    items: [{ product_id: productId, quantity: 1, option_names: [] }],
  });

describe('menu', () => {
  it('lists the seeded menu of the store in display order', async () => {
    const r = await s.call('store/product/list', { store_id: 1 }, store1);
    expect(r.body.code).toBe(0);
    expect(
      r.body.data.group_list.map((g: { store_product_group_name: string }) => g.store_product_group_name),
    ).toEqual(['치킨', '사이드', '음료']);
    expect(r.body.data.product_list[0]).toMatchObject({
      product_name: '후라이드치킨',
      price: 19000,
      sold_out: 0,
    });
  });

  it('rejects bad group and product input with Korean field errors and writes nothing', async () => {
    const g = await s.call(
      'store/productgroup/edit',
      { store_id: 1, store_product_group_name: '  ' },
      store1,
    );
    expect(g.body.code).toBe(9001);
    expect(g.body.fields?.store_product_group_name).toMatch(/그룹 이름/);
    const dup = await s.call(
      'store/productgroup/edit',
      { store_id: 1, store_product_group_name: '치킨' },
      store1,
    );
    expect(dup.body.fields?.store_product_group_name).toMatch(/같은 이름/);

    const p = await s.call(
      'store/product/edit',
      {
        store_id: 1,
        store_product_group_id: 1,
        product_name: '',
        price: -5,
        image: 'javascript:alert(1)',
        stock_count: 'x',
        options: [
          { option_name: '곱빼기', option_price: 1000 },
          { option_name: '곱빼기', option_price: 500 },
        ],
      },
      store1,
    );
    expect(p.body.code).toBe(9001);
    expect(Object.keys(p.body.fields ?? {})).toEqual(
      expect.arrayContaining(['product_name', 'price', 'image', 'stock_count', 'options']),
    );
    // Another store's group is not a group of this store.
    const other = await s.call(
      'store/product/edit',
      { store_id: 1, store_product_group_id: 4, product_name: '남의 메뉴', price: 1000 },
      store1,
    );
    expect(other.body.fields?.store_product_group_id).toBeTruthy();
    const after = await s.call('store/product/list', { store_id: 1 }, store1);
    expect(after.body.data.product_list).toHaveLength(10);
  });

  it('creates a group and products, reorders them, and refuses a reorder that misses one', async () => {
    const g = await s.call(
      'store/productgroup/edit',
      { store_id: 1, store_product_group_name: '신메뉴' },
      store1,
    );
    expect(g.body.code).toBe(0);
    const gid = g.body.data.group.store_product_group_id;
    const a = await s.call(
      'store/product/edit',
      {
        store_id: 1,
        store_product_group_id: gid,
        product_name: '마라치킨',
        price: '23000',
        options: [{ option_name: '아주 맵게', option_price: 0 }],
      },
      store1,
    );
    const b = await s.call(
      'store/product/edit',
      { store_id: 1, store_product_group_id: gid, product_name: '크림치킨', price: 22000, stock_count: 5 },
      store1,
    );
    expect(a.body.data.product).toMatchObject({ price: 23000, stock_count: null });
    expect(b.body.data.product).toMatchObject({ stock_count: 5 });
    const ids = [b.body.data.product.product_id, a.body.data.product.product_id];
    const re = await s.call(
      'store/product/order/edit',
      { store_id: 1, store_product_group_id: gid, product_ids: ids },
      store1,
    );
    expect(re.body.code).toBe(0);
    expect(
      re.body.data.product_list
        .filter((p: { store_product_group_id: number }) => p.store_product_group_id === gid)
        .map((p: { product_name: string }) => p.product_name),
    ).toEqual(['크림치킨', '마라치킨']);
    const bad = await s.call(
      'store/product/order/edit',
      { store_id: 1, store_product_group_id: gid, product_ids: [ids[0]] },
      store1,
    );
    expect(bad.body.code).toBe(9009);

    const groups = (
      await s.call('store/productgroup/list', { store_id: 1 }, store1)
    ).body.data.group_list.map((x: { store_product_group_id: number }) => x.store_product_group_id);
    const moved = [gid, ...groups.filter((x: number) => x !== gid)];
    const go = await s.call('store/productgroup/order/edit', { store_id: 1, group_ids: moved }, store1);
    expect(go.body.data.group_list[0].store_product_group_name).toBe('신메뉴');
    expect(
      (await s.call('store/productgroup/order/edit', { store_id: 1, group_ids: groups.slice(1) }, store1))
        .body.code,
    ).toBe(9009);

    // A group with menu items in it is not deleted; empty it first.
    expect(
      (await s.call('store/productgroup/del', { store_id: 1, store_product_group_id: gid }, store1)).body
        .code,
    ).toBe(9009);
    for (const id of ids)
      expect((await s.call('store/product/del', { store_id: 1, product_id: id }, store1)).body.code).toBe(0);
    expect(
      (await s.call('store/productgroup/del', { store_id: 1, store_product_group_id: gid }, store1)).body
        .code,
    ).toBe(0);
  });

  it('sold out per product and per group stops customer orders; switching it off lets them through', async () => {
    const on = await s.call(
      'store/product/soldout',
      { store_id: 1, target: 'product', target_id: 2, sold_out: 1 },
      store1,
    );
    expect(on.body.data.product_list.find((p: { product_id: number }) => p.product_id === 2).sold_out).toBe(
      1,
    );
    expect((await order(1, 2)).body.code).toBe(9009);
    await s.call(
      'store/product/soldout',
      { store_id: 1, target: 'product', target_id: 2, sold_out: 0 },
      store1,
    );
    expect((await order(1, 2)).body.code).toBe(0);

    const grp = await s.call(
      'store/product/soldout',
      { store_id: 1, target: 'group', target_id: 2, sold_out: 1, until_end_of_day: 1 },
      store1,
    );
    const side = grp.body.data.product_list.filter(
      (p: { store_product_group_id: number }) => p.store_product_group_id === 2,
    );
    expect(
      side.every(
        (p: { sold_out: number; sold_out_until: string | null }) => p.sold_out === 1 && p.sold_out_until,
      ),
    ).toBe(true);
    expect(
      grp.body.data.group_list.find((g: { store_product_group_id: number }) => g.store_product_group_id === 2)
        .sold_out,
    ).toBe(1);
    expect((await order(1, side[0].product_id)).body.code).toBe(9009);
    await s.call(
      'store/product/soldout',
      { store_id: 1, target: 'group', target_id: 2, sold_out: 0 },
      store1,
    );
    expect((await order(1, side[0].product_id)).body.code).toBe(0);
  });

  it('stock count 0 marks the item sold out; a bad count is refused', async () => {
    const bad = await s.call(
      'store/product/count/edit',
      { store_id: 1, product_id: 3, stock_count: -1 },
      store1,
    );
    expect(bad.body.fields?.stock_count).toMatch(/0개 이상/);
    const zero = await s.call(
      'store/product/count/edit',
      { store_id: 1, product_id: 3, stock_count: 0 },
      store1,
    );
    expect(zero.body.data.product).toMatchObject({ stock_count: 0, sold_out: 1 });
    await s.call('store/product/soldout', { store_id: 1, target_id: 3, sold_out: 0 }, store1);
  });

  it('keeps every manager inside their store scope', async () => {
    expect((await s.call('store/product/list', { store_id: 2 }, store1)).body.code).toBe(9003);
    expect(
      (await s.call('store/product/soldout', { store_id: 1, target_id: 1, sold_out: 1 }, store2)).body.code,
    ).toBe(9003);
    // store2 cannot reach store 1's product through its own store id either.
    expect((await s.call('store/product/del', { store_id: 2, product_id: 1 }, store2)).body.code).toBe(9004);
    expect((await s.call('store/product/list', { store_id: 2 }, hq)).body.code).toBe(0);
    expect((await s.call('store/product/list', { store_id: 3 }, hq)).body.code).toBe(9003);
    expect((await s.call('store/product/list', { store_id: 3 }, admin)).body.code).toBe(0);
    expect((await s.call('store/product/list', { store_id: 1 })).body.code).toBe(9991);
  });
});

describe('store', () => {
  it('a temporary close stops the customer channel for its period; manual open ends it', async () => {
    const now = Date.now();
    const bad = await s.call(
      'store/temp/edit',
      {
        store_id: 4,
        temp_type: 2,
        start_at: new Date(now).toISOString(),
        end_at: new Date(now - 60_000).toISOString(),
      },
      store1,
    );
    expect(bad.body.code).toBe(9003);
    const sodam = await s.login('sodam');
    const inverted = await s.call(
      'store/temp/edit',
      {
        store_id: 4,
        temp_type: 2,
        start_at: new Date(now).toISOString(),
        end_at: new Date(now - 60_000).toISOString(),
      },
      sodam,
    );
    expect(inverted.body.fields?.end_at).toMatch(/종료 시각/);
    const typeBad = await s.call(
      'store/temp/edit',
      {
        store_id: 4,
        temp_type: 5,
        start_at: new Date(now).toISOString(),
        end_at: new Date(now + 60_000).toISOString(),
      },
      sodam,
    );
    expect(typeBad.body.fields?.temp_type).toBeTruthy();

    expect((await order(4, 31)).body.code).toBe(0);
    const close = await s.call(
      'store/temp/edit',
      {
        store_id: 4,
        temp_type: 2,
        start_at: new Date(now - 1000).toISOString(),
        end_at: new Date(now + 30 * 60_000).toISOString(),
        reason: '재료 준비',
      },
      sodam,
    );
    expect(close.body.code).toBe(0);
    expect(close.body.data).toMatchObject({ taking_orders: 0 });
    expect(close.body.data.temp_list[0]).toMatchObject({ temp_type: 2, active: 1, reason: '재료 준비' });
    const refused = await order(4, 31);
    expect(refused.body.code).toBe(9009);
    expect(refused.body.message).toMatch(/주문을 받지 않습니다/);

    const opened = await s.call('store/open/manual', { store_id: 4 }, sodam);
    expect(opened.body.data).toMatchObject({ taking_orders: 1, store_status: 1, temp_list: [] });
    expect((await order(4, 31)).body.code).toBe(0);

    const closed = await s.call('store/daily/close', { store_id: 4 }, sodam);
    expect(closed.body.data).toMatchObject({ taking_orders: 0, store_status: 3 });
    expect((await order(4, 31)).body.code).toBe(9009);
    // A temporary OPEN lets a closed store take orders for its period.
    const open = await s.call(
      'store/temp/edit',
      {
        store_id: 4,
        temp_type: 1,
        start_at: new Date(now - 1000).toISOString(),
        end_at: new Date(now + 3600_000).toISOString(),
      },
      sodam,
    );
    expect(open.body.data.taking_orders).toBe(1);
    expect((await order(4, 31)).body.code).toBe(0);
    const del = await s.call(
      'store/temp/del',
      { store_id: 4, temp_id: open.body.data.temp_list[0].temp_id },
      sodam,
    );
    expect(del.body.data.taking_orders).toBe(0);
    await s.call('store/open/manual', { store_id: 4 }, sodam);
  });

  it('saves weekly hours and holiday rules, refusing incomplete ones', async () => {
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      open_time: '11:00',
      close_time: '22:00',
      closed: weekday === 7 ? 1 : 0,
    }));
    const bad = await s.call(
      'store/holiday/edit',
      { store_id: 1, opening_hours: hours.slice(1), holiday_type: 3, holiday_weeks: [5], holiday_days: [] },
      store1,
    );
    expect(bad.body.code).toBe(9001);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(
      expect.arrayContaining(['opening_hours', 'holiday_weeks.0']),
    );
    const noDays = await s.call(
      'store/holiday/edit',
      { store_id: 1, opening_hours: hours, holiday_type: 2, holiday_days: [] },
      store1,
    );
    expect(noDays.body.fields?.holiday_days).toMatch(/요일/);
    const badTime = await s.call(
      'store/holiday/edit',
      { store_id: 1, opening_hours: hours.map((h) => ({ ...h, open_time: '25:00' })), holiday_type: 1 },
      store1,
    );
    expect(badTime.body.fields?.['opening_hours.0.open_time']).toMatch(/HH:mm/);
    const ok = await s.call(
      'store/holiday/edit',
      { store_id: 1, opening_hours: hours, holiday_type: 3, holiday_weeks: [2, 4], holiday_days: [1] },
      store1,
    );
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.holiday).toEqual({ holiday_type: 3, holiday_weeks: [2, 4], holiday_days: [1] });
    expect(ok.body.data.opening_hours[6]).toMatchObject({ weekday: 7, closed: 1 });
    const week = await s.call(
      'store/holiday/edit',
      { store_id: 1, opening_hours: hours, holiday_type: 2, holiday_weeks: [2], holiday_days: [3] },
      store1,
    );
    expect(week.body.data.holiday).toEqual({ holiday_type: 2, holiday_weeks: [], holiday_days: [3] });
  });

  it('edits store info as multipart with a logo file, refusing bad files', async () => {
    const inject = (
      fields: Record<string, string>,
      file?: { name: string; type: string; data: Buffer },
      token = store1,
    ) => {
      const m = multipart(fields, file);
      return s.built.app
        .inject({
          method: 'POST',
          url: '/api/store/edit',
          payload: m.payload,
          headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
        })
        .then((r) => ({ status: r.statusCode, body: r.json() }));
    };
    const base = {
      store_id: '1',
      store_name: '한강치킨 마포본점',
      store_app_name: '한강치킨 마포',
      store_phone: '02-3142-1001',
    };
    const empty = await inject({ ...base, store_name: '' });
    expect(empty.body.fields?.store_name).toMatch(/매장 이름/);
    const phone = await inject({ ...base, store_phone: '전화' });
    expect(phone.body.fields?.store_phone).toBeTruthy();
    const fake = await inject(base, {
      name: 'store_logo_file',
      type: 'image/png',
      data: Buffer.from('not a png at all'),
    });
    expect(fake.body.fields?.store_logo_file).toMatch(/형식/);
    const gif = await inject(base, {
      name: 'store_logo_file',
      type: 'image/gif',
      data: Buffer.from('GIF89a'),
    });
    expect(gif.body.fields?.store_logo_file).toMatch(/PNG/);
    const big = await inject(base, {
      name: 'store_logo_file',
      type: 'image/png',
      data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
    });
    expect(big.body.fields?.store_logo_file).toMatch(/2MB/);
    expect((await inject(base, undefined, store2)).body.code).toBe(9003);

    const ok = await inject(base, { name: 'store_logo_file', type: 'image/png', data: PNG });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.store).toMatchObject({
      store_name: '한강치킨 마포본점',
      store_app_name: '한강치킨 마포',
    });
    const logo = ok.body.data.store.store_logo as string;
    expect(logo).toMatch(/^\/uploads\/stores\/1\/logo-.+\.png$/);
    const served = await s.built.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // JSON works too, with the logo from a presigned upload (or '' to remove it).
    const json = await s.call(
      'store/edit',
      { ...base, store_id: 1, store_name: '한강치킨 마포점', store_logo: '' },
      store1,
    );
    expect(json.body.data.store).toMatchObject({ store_name: '한강치킨 마포점', store_logo: null });
  });

  it('business info: validates the registration number and saves', async () => {
    const bad = await s.call(
      'store/business/edit',
      { store_id: 1, business_no: '123-45-67890', business_name: '', ceo_name: '김', business_email: 'x' },
      store1,
    );
    expect(Object.keys(bad.body.fields ?? {})).toEqual(
      expect.arrayContaining(['business_no', 'business_name', 'business_email']),
    );
    const current = (await s.call('store/business/info', { store_id: 1 }, store1)).body.data.business;
    const ok = await s.call(
      'store/business/edit',
      { store_id: 1, ...current, business_no: current.business_no.replace(/-/g, ''), ceo_name: '김민준2' },
      store1,
    );
    expect(ok.body.data.business).toMatchObject({ ceo_name: '김민준2', business_no: current.business_no });
  });

  it('notices: create, list pinned first, read the HTML, edit, delete', async () => {
    const bad = await s.call(
      'store/notice/edit',
      { store_id: 2, notice_title: '', notice_content: '' },
      store2,
    );
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['notice_title', 'notice_content']);
    const made = await s.call(
      'store/notice/edit',
      {
        store_id: 2,
        notice_title: '휴무 안내',
        notice_content: '<p>내일 휴무</p><script>alert(1)</script>',
        notice_top: 1,
      },
      store2,
    );
    expect(made.body.data.notice).toMatchObject({
      notice_title: '휴무 안내',
      notice_top: 1,
      manager_name: '윤서준',
    });
    const list = await s.call('store/notice/list', { store_id: 2 }, store2);
    expect(list.body.data).toMatchObject({ page_no: 1, page_count: 1, total_count: 2 });
    expect(list.body.data.notice_list[0].notice_title).toBe('휴무 안내');
    const html = await s.call(
      'common/get/html',
      { store_id: 2, notice_id: made.body.data.notice.notice_id },
      store2,
    );
    expect(html.body.data.html).toContain('<p>내일 휴무</p>');
    expect(
      (await s.call('common/get/html', { store_id: 1, notice_id: made.body.data.notice.notice_id }, store1))
        .body.code,
    ).toBe(9004);
    expect(
      (await s.call('store/notice/del', { store_id: 1, notice_id: made.body.data.notice.notice_id }, store1))
        .body.code,
    ).toBe(9004);
    expect(
      (await s.call('store/notice/del', { store_id: 2, notice_id: made.body.data.notice.notice_id }, store2))
        .body.code,
    ).toBe(0);
  });

  it('service settings: validation, edit, and the admin list for super admins only', async () => {
    const bad = await s.call(
      'store/service/manage/edit',
      {
        store_id: 1,
        service_types: ['1', '99'],
        min_order_amount: -1,
        delivery_fee: 3000,
        default_prep_minutes: 1,
      },
      store1,
    );
    expect(Object.keys(bad.body.fields ?? {})).toEqual(
      expect.arrayContaining(['min_order_amount', 'default_prep_minutes']),
    );
    const unknown = await s.call(
      'store/service/manage/edit',
      {
        store_id: 1,
        service_types: ['1', '99'],
        min_order_amount: 0,
        delivery_fee: 3000,
        default_prep_minutes: 15,
      },
      store1,
    );
    expect(unknown.body.fields?.service_types).toMatch(/99/);
    const ok = await s.call(
      'store/service/manage/edit',
      {
        store_id: 1,
        service_types: ['2', '3'],
        min_order_amount: 12000,
        delivery_fee: 2500,
        default_prep_minutes: 25,
        auto_accept: true,
      },
      store1,
    );
    expect(ok.body.data.service).toMatchObject({
      service_types: ['2', '3'],
      min_order_amount: 12000,
      auto_accept: 1,
    });
    expect((await s.call('store/service/admin/list', {}, store1)).body.code).toBe(9003);
    const list = await s.call('store/service/admin/list', { keyword: '마포' }, admin);
    expect(list.body.data.service_list).toHaveLength(1);
    expect(list.body.data.service_list[0]).toMatchObject({ store_id: 1, min_order_amount: 12000 });
  });

  it('play info: only stadium stores, valid dates', async () => {
    const list = await s.call('store/playinfo/list', { store_id: 3, month: '202611' }, ballpark);
    expect(list.body.data.store_type).toBe(1);
    const bad = await s.call(
      'store/playinfo/edit',
      {
        store_id: 3,
        play_date: '20260231',
        play_time: '18:30',
        home_team: 'LG',
        away_team: '',
        open_time: '19:00',
      },
      ballpark,
    );
    expect(Object.keys(bad.body.fields ?? {})).toEqual(
      expect.arrayContaining(['play_date', 'away_team', 'open_time']),
    );
    const ok = await s.call('store/playinfo/edit', { ...playGame(), memo: '더블헤더 1차전' }, ballpark);
    expect(ok.body.data.play).toMatchObject({ play_date: '20261128', away_team: '두산' });
    const again = await s.call('store/playinfo/list', { store_id: 3, month: '202611' }, ballpark);
    expect(again.body.data.play_list.some((p: { memo: string }) => p.memo === '더블헤더 1차전')).toBe(true);
    const notStadium = await s.call('store/playinfo/edit', playGame(1), admin);
    expect(notStadium.body.fields?.store_id).toMatch(/경기장/);
    expect((await s.call('store/playinfo/edit', playGame(1), store1)).body.code).toBe(9003);
  });
});

describe('presigned uploads', () => {
  const presign = (body: object, token = store1) =>
    s.call(
      'store/generate-presigned-url',
      { store_id: 1, purpose: 'product', content_type: 'image/png', file_size: PNG.length, ...body },
      token,
    );
  const put = (url: string, data: Buffer, type = 'image/png') =>
    s.built.app.inject({ method: 'PUT', url, payload: data, headers: { 'content-type': type } });

  it('signs a URL, accepts the PUT once, and serves the image', async () => {
    const r = await presign({});
    expect(r.body.code).toBe(0);
    const { upload_url, file_url } = r.body.data;
    const res = await put(upload_url, PNG);
    expect(res.statusCode).toBe(200);
    const got = await s.built.app.inject({ method: 'GET', url: file_url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toMatch(/image\/png/);
    expect((await put(upload_url, PNG)).json().code).toBe(9009);
    // The image can then be put on a product.
    const p = await s.call(
      'store/product/edit',
      { store_id: 1, store_product_group_id: 1, product_name: '사진 치킨', price: 1000, image: file_url },
      store1,
    );
    expect(p.body.data.product.image).toBe(file_url);
    await s.call('store/product/del', { store_id: 1, product_id: p.body.data.product.product_id }, store1);
  });

  it('refuses bad types and sizes when signing, and stays inside the store scope', async () => {
    expect((await presign({ content_type: 'image/gif' })).body.fields?.content_type).toMatch(/PNG/);
    expect((await presign({ file_size: 2 * 1024 * 1024 + 1 })).body.fields?.file_size).toMatch(/2MB/);
    expect((await presign({ store_id: 2 })).body.code).toBe(9003);
  });

  it('checks signature, expiry, content type, size and the bytes themselves', async () => {
    const { upload_url } = (await presign({})).body.data;
    const tampered = upload_url.replace(/sig=./, (m: string) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await put(tampered, PNG)).statusCode).toBe(403);
    const otherKey = upload_url.replace(/product-/, 'logo-');
    expect((await put(otherKey, PNG)).statusCode).toBe(403);
    // Signed for PNG: a JPEG header with the same URL does not match the signature.
    expect(
      (await put(upload_url, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg')).statusCode,
    ).toBe(403);
    expect((await put(upload_url, Buffer.from('hello'), 'text/plain')).json().fields?.file).toMatch(
      /PNG, JPEG, WEBP/,
    );
    expect((await put(upload_url, Buffer.from('not really a png'))).json().fields?.file).toMatch(/형식/);
    expect((await put(upload_url, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))).statusCode).toBe(413);

    const secret = await uploadSecret(s.built.ctx);
    const key = new URL(upload_url, 'http://x').pathname.replace('/uploads-put/', '');
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = `/uploads-put/${key}?exp=${past}&sig=${signUpload(secret, key, past, 'image/png')}`;
    const res = await put(expired, PNG);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/만료/);
    // Still unused: the good URL works after all those refusals.
    expect((await put(upload_url, PNG)).statusCode).toBe(200);
  });
});
