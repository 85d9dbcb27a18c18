/**
 * Issue 28: text over a field's limit is refused with a 400 and a Korean message naming the limit —
 * never cut to fit and saved. The forms no longer cut what is typed (no maxLength attribute), so the
 * contract's check, which the server parses every body with, is what stands between a paste and the
 * database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playGame, startTestServer, type TestServer } from './helpers';

const LONG = '가'.repeat(10_000);

let s: TestServer;
let store1: string;
let ballpark: string;
beforeAll(async () => {
  s = await startTestServer('pglite');
  store1 = await s.login('store1');
  ballpark = await s.login('ballpark');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** Sends `body` and expects a 400 with `field`'s Korean message matching `message`. */
async function refused(path: string, body: object, token: string, field: string, message: RegExp) {
  const r = await s.call(path, body, token);
  expect(r.status, `${path} ${field}`).toBe(400);
  expect(r.body.fields?.[field], `${path} ${field}`).toMatch(message);
}

describe('over-long text is refused, not truncated', () => {
  it('a notice: a 10,000-character title or a 20,001-character body; nothing is saved', async () => {
    const count = async () =>
      (await s.call('store/notice/list', { store_id: 1 }, store1)).body.data.total_count as number;
    const before = await count();
    const notice = { store_id: 1, notice_title: '공지', notice_content: '<p>내용</p>' };
    await refused(
      'store/notice/edit',
      { ...notice, notice_title: LONG },
      store1,
      'notice_title',
      /100자 이내/,
    );
    await refused(
      'store/notice/edit',
      { ...notice, notice_content: 'a'.repeat(20_001) },
      store1,
      'notice_content',
      /20000자 이내/,
    );
    expect(await count()).toBe(before);
    // Exactly at the limit is fine, and kept whole.
    const title = '나'.repeat(100);
    const ok = await s.call('store/notice/edit', { ...notice, notice_title: title }, store1);
    expect(ok.body.code, ok.body.message).toBe(0);
    expect(ok.body.data.notice.notice_title).toBe(title);
  });

  it('store and business info', async () => {
    const store = { store_id: 1, store_name: '한강치킨 마포점', store_app_name: '한강치킨 마포점' };
    await refused('store/edit', { ...store, store_name: LONG }, store1, 'store_name', /50자 이내/);
    await refused(
      'store/edit',
      { ...store, store_description: LONG },
      store1,
      'store_description',
      /소개는 500자/,
    );
    const info = await s.call('store/info', { store_id: 1 }, store1);
    expect(info.body.data.store.store_name).toBe('한강치킨 마포점');
    const business = (await s.call('store/business/info', { store_id: 1 }, store1)).body.data.business;
    await refused(
      'store/business/edit',
      { store_id: 1, ...business, business_item: LONG },
      store1,
      'business_item',
      /종목은 50자 이내/,
    );
  });

  it('a temporary close reason, a game memo and team names', async () => {
    const now = Date.now();
    await refused(
      'store/temp/edit',
      {
        store_id: 1,
        temp_type: 1,
        start_at: new Date(now + 86_400_000).toISOString(),
        end_at: new Date(now + 2 * 86_400_000).toISOString(),
        reason: LONG,
      },
      store1,
      'reason',
      /사유는 100자 이내/,
    );
    const play = playGame();
    await refused('store/playinfo/edit', { ...play, memo: LONG }, ballpark, 'memo', /메모는 200자 이내/);
    await refused('store/playinfo/edit', { ...play, home_team: LONG }, ballpark, 'home_team', /20자 이내/);
  });

  it('people: a member and a delivery rider name', async () => {
    await refused(
      'store/manager/edit',
      {
        manager_user_id: 'long.name',
        manager_name: LONG,
        manager_group_id: 52,
        manager_password: 'mapo2026!',
        store_id: 1,
      },
      store1,
      'manager_name',
      /30자 이내/,
    );
    await refused(
      'store/deliveryman/edit',
      { store_id: 3, deliveryman_name: LONG, deliveryman_phone: '010-1234-5678' },
      ballpark,
      'deliveryman_name',
      /30자 이내/,
    );
  });
});
