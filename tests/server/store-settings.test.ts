import { describe, expect, it } from 'vitest';
import { playGame, withLogins, type TestServer } from './helpers';
import { customerOrder, PNG, postStoreEdit, type UploadFile } from './upload-fixtures';

let s: TestServer;
let store1: string;
let store2: string;
let admin: string;
let ballpark: string;
withLogins(['store1', 'store2', 'admin', 'ballpark'], (server, t) => {
  s = server;
  ({ store1, store2, admin, ballpark } = t);
});

const order = (storeId: number, productId: number) => customerOrder(s, storeId, productId);

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
    const inject = (fields: Record<string, string>, file?: UploadFile, token = store1) =>
      postStoreEdit(s.built, token, fields, file).then((r) => ({ status: r.statusCode, body: r.json() }));
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
