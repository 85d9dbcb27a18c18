/**
 * Store management (issue 5), as a store manager does it on the tablet: a weekly holiday, a temporary
 * close, store info with a new logo, notices, service settings, the stadium's games and a
 * customer-channel key — each checked by what the screen shows and, where it matters, by what the
 * backend does.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, DEMO_PASSWORD, login, newTabletPage, pickStore, waitForPath } from './harness';
import { countCalls, dropImage, orderOn, png, seeText } from './menu-helpers';
import { e2eRun } from './setup';

const run = e2eRun({ login: 'store1', page: 'store1' });
let page: Page;
beforeAll(() => {
  page = run.page;
});
const placeOrder = orderOn(run);

describe('store management', () => {
  test('sets a weekly holiday that survives a reload', async () => {
    await page.goto('/opening-hours');
    await page.getByLabel('휴무 유형').selectOption('2');
    await page.getByRole('button', { name: '영업시간 저장' }).click();
    await seeText(page, '휴무 요일을 하나 이상 선택해 주세요.');
    await page.getByRole('group', { name: '휴무 요일' }).getByLabel('화').check();
    await page.getByRole('button', { name: '영업시간 저장' }).click();
    await seeText(page, '저장했습니다.');
    await page.reload();
    await expect.poll(() => page.getByLabel('휴무 유형').inputValue()).toBe('2');
    expect(await page.getByRole('group', { name: '휴무 요일' }).getByLabel('화').isChecked()).toBe(true);
    const hours = await api<{ holiday: unknown }>(
      run.server.url,
      'store/hours/info',
      { store_id: 1 },
      run.token,
    );
    expect(hours.data?.holiday).toEqual({ holiday_type: 2, holiday_weeks: [], holiday_days: [2] });
  });

  test('a temporary close at the counter stops orders; opening again lets them in', async () => {
    await page.goto('/opening-hours');
    await expect.poll(() => page.getByTestId('taking-orders').textContent()).toBe('주문 받는 중');
    await page.getByRole('button', { name: '30분 주문 멈춤' }).click();
    await expect.poll(() => page.getByTestId('taking-orders').textContent()).toBe('주문 받지 않음');
    await page.getByTestId('temp-item').filter({ hasText: '임시 휴업' }).waitFor();
    const refused = await placeOrder(2);
    expect(refused.code).toBe(9009);
    expect(refused.message).toContain('주문을 받지 않습니다');
    await page.getByRole('button', { name: '영업 시작' }).click();
    await expect.poll(() => page.getByTestId('taking-orders').textContent()).toBe('주문 받는 중');
    expect((await placeOrder(2)).code).toBe(0);
  });

  test('edits store info with a new logo; the shell shows the new name', async () => {
    await page.goto('/store');
    const name = page.getByLabel('매장 이름');
    await expect.poll(() => name.inputValue()).toBe('한강치킨 마포점');
    await name.fill('');
    await page.getByRole('region', { name: '매장 정보' }).getByRole('button', { name: '저장' }).click();
    await seeText(page, '매장 이름을 입력해 주세요.');
    await name.fill('한강치킨 마포본점');
    await dropImage(page, '매장 로고', png(300, 300, [20, 90, 200]));
    await page.getByRole('region', { name: '매장 정보' }).getByRole('button', { name: '저장' }).click();
    await seeText(page, '저장했습니다.');
    const info = await api<{ store: { store_name: string; store_logo: string } }>(
      run.server.url,
      'store/info',
      { store_id: 1 },
      run.token,
    );
    expect(info.data?.store.store_name).toBe('한강치킨 마포본점');
    expect(info.data?.store.store_logo).toMatch(/^\/uploads\/stores\/1\/logo-.+\.png$/);
    await page.reload();
    await expect.poll(() => page.getByLabel('매장 이름').inputValue()).toBe('한강치킨 마포본점');
    await seeText(page, '한강치킨 마포본점');
  });

  test('a save busies only its own button: nothing covers the screen and its other controls stay usable', async () => {
    await page.goto('/store');
    const info = page.getByRole('region', { name: '매장 정보' });
    await expect.poll(() => info.getByLabel('매장 이름').inputValue()).not.toBe('');
    // Hold the save on the wire until the screen has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    await page.route('**/api/store/edit', async (route) => {
      sent = true;
      await held;
      await route.continue();
    });
    try {
      const save = info.getByRole('button', { name: '저장' });
      await save.click();
      await expect.poll(() => sent).toBe(true);
      expect(await save.isDisabled()).toBe(true);
      expect(await page.getByTestId('spinner-overlay').count()).toBe(0);
      // The business form on the same screen takes input and a tap meanwhile.
      const business = page.getByRole('region', { name: '사업자 정보' });
      // A click checks that nothing lies over the field (the overlay would take it).
      await business.getByLabel('대표자').click({ timeout: 2_000 });
      await business.getByLabel('대표자').fill('김마포');
      expect(await business.getByLabel('대표자').inputValue()).toBe('김마포');
      expect(await business.getByRole('button', { name: '저장' }).isEnabled()).toBe(true);
      release();
      await expect.poll(() => save.isEnabled()).toBe(true);
      await seeText(page, '저장했습니다.');
    } finally {
      release();
      await page.unroute('**/api/store/edit');
    }
  });

  test('a store save the schema refuses says why at the field and sends nothing; leaving unsaved asks first', async () => {
    await page.goto('/store');
    const info = page.getByRole('region', { name: '매장 정보' });
    const name = info.getByLabel('매장 이름');
    await expect.poll(() => name.inputValue()).not.toBe('');
    const sent = countCalls(page, 'store/edit');
    await name.fill('');
    await info.getByRole('button', { name: '저장' }).click();
    await seeText(info, '매장 이름을 입력해 주세요.');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(sent.count).toBe(0);

    // Typed and not saved: the side menu asks before leaving; no keeps the screen and what was typed.
    await name.fill('한강치킨 합정점');
    const noticeLink = page.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '공지사항' });
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await noticeLink.click();
    expect(await asked).toBe('저장하지 않은 변경 사항이 있습니다. 이 화면을 떠날까요?');
    expect(new URL(page.url()).pathname).toBe('/store');
    expect(await name.inputValue()).toBe('한강치킨 합정점');
    // Yes leaves, unsaved.
    page.once('dialog', (dialog) => void dialog.accept());
    await noticeLink.click();
    await waitForPath(page, '/notice');
    expect(sent.count).toBe(0);
  });

  test('writes a notice, reads it with the server HTML sanitized, and deletes it', async () => {
    await page.goto('/notice');
    await seeText(page, '배달 지역 확대 안내');
    await page.getByRole('button', { name: '공지 작성' }).click();
    await page.getByLabel('제목').fill('주차 안내');
    await page
      .getByLabel('내용')
      .fill(
        '<p>건물 뒤 <strong>주차장</strong>을 이용해 주세요.</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
      );
    await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await seeText(page, '총 3건');
    await page.getByText('주차 안내').click();
    await seeText(page, '주차장');
    expect(await page.getByRole('dialog').locator('script').count()).toBe(0);
    expect(await page.getByRole('dialog').locator('[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
    await page.getByRole('dialog', { name: '공지 삭제' }).getByRole('button', { name: '삭제' }).click();
    await seeText(page, '총 2건');
    await expect.poll(() => page.getByText('주차 안내').filter({ visible: true }).count()).toBe(0);
  });

  test('edits the service settings with the multi-select', async () => {
    await page.goto('/service-setting');
    const trigger = page.getByRole('button', { name: '제공 서비스' });
    await expect.poll(async () => (await trigger.textContent()) ?? '').toContain('테이블 주문');
    await trigger.click();
    await page.getByRole('group', { name: '제공 서비스' }).getByLabel('테이블 주문').uncheck();
    await page.keyboard.press('Escape');
    await page.getByLabel('기본 준비 시간(분)').fill('1');
    await page.getByRole('button', { name: '저장' }).click();
    await seeText(page, '기본 준비 시간은 5분 이상이어야 합니다.');
    await page.getByLabel('기본 준비 시간(분)').fill('25');
    await page.getByRole('button', { name: '저장' }).click();
    await seeText(page, '저장했습니다.');
    const r = await api<{ service: { service_types: string[]; default_prep_minutes: number } }>(
      run.server.url,
      'store/service/manage/info',
      { store_id: 1 },
      run.token,
    );
    expect(r.data?.service).toMatchObject({ service_types: ['2', '3', '4'], default_prep_minutes: 25 });
    // The all-stores list is for super admins only.
    expect(await page.getByRole('region', { name: '전체 매장 서비스 현황' }).count()).toBe(0);
  });

  test('the stadium manager adds a game and sees it in the schedule', async () => {
    const ballpark = await newTabletPage(run.browser, run.server.url);
    try {
      await login(ballpark, run.server.url, 'ballpark', DEMO_PASSWORD);
      await ballpark.goto('/play-info?month=202702');
      await seeText(ballpark, '이 달에 등록된 경기가 없습니다.');
      await ballpark.getByRole('button', { name: '경기 추가' }).click();
      const dialog = ballpark.getByRole('dialog');
      await dialog.locator('input[name="play_date"]').waitFor({ state: 'attached' });
      await dialog.getByLabel('경기일').click();
      await ballpark
        .locator('.react-datepicker__day--024:not(.react-datepicker__day--outside-month)')
        .click();
      await dialog.getByLabel('홈 팀').fill('LG');
      await dialog.getByLabel('원정 팀').fill('두산');
      await dialog.getByLabel('경기 시작').fill('18:30');
      await dialog.getByLabel('매점 오픈').fill('16:30');
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await seeText(ballpark, '02. 24 (수)');
      await seeText(ballpark, 'LG vs 두산');
      await seeText(ballpark, '매점 16:30 오픈');
    } finally {
      await ballpark.context().close();
    }
  });

  test('a super admin creates a customer-channel key for a store, sees it once, and revoking it shuts the channel', async () => {
    const admin = await newTabletPage(run.browser, run.server.url);
    try {
      await login(admin, run.server.url, 'admin', DEMO_PASSWORD);
      await pickStore(admin, '한강치킨 서교점');
      await admin.goto('/store');
      const section = admin.getByRole('region', { name: '주문 채널 키' });
      await section.getByLabel('채널 이름').fill('매장 키오스크');
      await section.getByRole('button', { name: '새 키 만들기' }).click();
      const dialog = admin.getByRole('dialog', { name: /새 채널 키/ });
      const secret = await dialog.getByLabel('새 채널 키').inputValue();
      expect(secret).toMatch(/^ck_\d+_[A-Za-z0-9_-]{43}$/);
      await dialog.getByRole('button', { name: '확인했습니다' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The list shows the key by its prefix only; the secret is nowhere on the page any more.
      const row = section.locator('tbody tr', { hasText: '매장 키오스크' });
      await row.getByText('사용 중').waitFor();
      expect(await admin.content()).not.toContain(secret);

      const adminToken = await apiLogin(run.server.url, 'admin');
      const products = await api<{ product_list: { product_id: number; sold_out: number }[] }>(
        run.server.url,
        'store/product/list',
        { store_id: 2 },
        adminToken,
      );
      const productId = products.data!.product_list.find((p) => p.sold_out === 0)!.product_id;
      const order = (key: string) =>
        fetch(`${run.server.url}/api/customer/order/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-channel-key': key },
          body: JSON.stringify({
            store_id: 2,
            order_type: 2,
            pay_type: 1,
            items: [{ product_id: productId, quantity: 1 }],
          }),
        });
      expect((await order(secret)).status).toBe(200);
      await admin.reload();
      await row.getByText('사용 전').waitFor({ state: 'detached' });

      await row.getByRole('button', { name: '매장 키오스크 폐기' }).click();
      await admin.getByRole('dialog', { name: '채널 키 폐기' }).getByRole('button', { name: '폐기' }).click();
      await row.getByText(/폐기됨/).waitFor();
      const refused = await order(secret);
      expect(refused.status).toBe(401);
    } finally {
      await admin.context().close();
    }
  });
});
