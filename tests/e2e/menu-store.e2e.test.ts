/**
 * Menu and store management (issue 5), as a store manager does it on the tablet: a group and a product
 * with a cropped photo, reordering, sold out, a weekly holiday, a temporary close, store info with a
 * new logo — each checked by what the screen shows and, where it matters, by what the backend does.
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, DEMO_PASSWORD, login, newTabletPage, pickStore, waitForPath } from './harness';
import { e2eRun } from './setup';

const run = e2eRun({ login: 'store1', page: 'store1' });
let page: Page;
beforeAll(() => {
  page = run.page;
});

/** A solid-colour PNG of the given size (a real image file for the drop-and-crop widget). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function seeText(p: Page | Locator, text: string | RegExp): Promise<void> {
  await p.getByText(text).filter({ visible: true }).first().waitFor({ state: 'visible' });
}

/** Picks an image in the drop-and-crop widget labelled `label`, crops and uploads it. */
async function dropImage(p: Page, label: string, file: Buffer): Promise<void> {
  await p
    .getByLabel(label, { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: file });
  await seeText(p, '이미지 자르기');
  await p.getByRole('button', { name: '자르고 올리기' }).click();
  await p.getByText('이미지 자르기').waitFor({ state: 'hidden' });
}

/**
 * Drags `handle` with the mouse until its row sits over `target`'s lower or upper half, in steps: dnd-kit's
 * pointer sensor only starts after the pointer has travelled its activation distance.
 */
async function dragTo(p: Page, handle: Locator, target: Locator, half: 'lower' | 'upper'): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: handle or target is not on screen');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  const toY = to.y + to.height * (half === 'lower' ? 0.75 : 0.25);
  await p.mouse.move(x, y);
  await p.mouse.down();
  await p.mouse.move(x, y + Math.sign(toY - y) * 12, { steps: 4 });
  await p.mouse.move(x, toY, { steps: 12 });
  await p.mouse.up();
}

/** Counts the app's calls to `path` (e.g. 'store/product/order/edit') from now on. */
function countCalls(p: Page, path: string): { readonly count: number } {
  const seen = { count: 0 };
  p.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/${path}`) seen.count += 1;
  });
  return seen;
}

const placeOrder = (productId: number, storeId = 1) =>
  api(run.server.url, 'customer/order/create', {
    store_id: storeId,
    order_type: 2,
    pay_type: 1,
    items: [{ product_id: productId, quantity: 1, option_names: [] }],
  });

describe('menu and store management', () => {
  test('creates a group and a product with a cropped photo', async () => {
    await page.goto('/product');
    await page.getByRole('button', { name: '그룹 추가' }).click();
    await page.getByLabel('그룹 이름').fill('');
    await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
    await seeText(page, '그룹 이름을 입력해 주세요.');
    await page.getByLabel('그룹 이름').fill('여름 한정');
    await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await seeText(page, '이 그룹에 메뉴가 없습니다.');

    await page.getByRole('button', { name: '메뉴 추가' }).click();
    await page.getByLabel('메뉴 이름').fill('냉모밀치킨');
    await page.getByLabel('가격(원)').fill('24000');
    await dropImage(page, '메뉴 사진', png(400, 300, [240, 120, 40]));
    const preview = page.getByRole('img', { name: '메뉴 사진 미리보기' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/\/uploads\/stores\/1\/product-.+\.png$/);
    await page.getByRole('button', { name: '옵션 추가' }).click();
    await page.getByLabel('옵션 이름 1').fill('곱빼기');
    await page.getByLabel('추가 금액(원)').fill('3000');
    await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await seeText(page, '냉모밀치킨');
    await seeText(page, /24,000원 · 옵션 1/);

    // The stored photo is really served.
    const src = await page.getByTestId('product-row').first().locator('img').getAttribute('src');
    const res = await fetch(`${run.server.url}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/png/);
  });

  test('reorders groups and menu items with the arrows, and the order persists', async () => {
    await page.goto('/product');
    const groups = page.getByRole('region', { name: '메뉴 그룹' });
    const groupNames = async () =>
      (await groups.locator('li').allTextContents()).map((t) => t.replace(/\d+.*$/, '').trim());
    // The list loads after the screen shows (expect.poll gives up after 1 s on a busy machine).
    await groups.locator('li').first().waitFor();
    await expect.poll(groupNames).toEqual(['치킨', '사이드', '음료', '여름 한정']);
    await page.getByRole('button', { name: '여름 한정 위로', exact: true }).click();
    await expect.poll(groupNames).toEqual(['치킨', '사이드', '여름 한정', '음료']);

    await groups.getByRole('button', { name: /^치킨 \d+$/ }).click();
    const rows = page.getByTestId('product-row');
    await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain('후라이드치킨');
    await page.getByRole('button', { name: '양념치킨 위로', exact: true }).click();
    await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain('양념치킨');

    await page.reload();
    await groups.locator('li').first().waitFor();
    await expect.poll(groupNames).toEqual(['치킨', '사이드', '여름 한정', '음료']);
    await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain('양념치킨');
    expect((await rows.nth(1).textContent()) ?? '').toContain('후라이드치킨');
  });

  test('reorders menu items and groups by dragging the handle: one save per drop, none for a drop in place', async () => {
    await page.goto('/product');
    const groups = page.getByRole('region', { name: '메뉴 그룹' });
    const groupNames = async () =>
      (await groups.locator('li').allTextContents()).map((t) => t.replace(/\d+.*$/, '').trim());
    await groups.getByRole('button', { name: /^치킨 \d+$/ }).click();
    const rows = page.getByTestId('product-row');
    const names = () => rows.evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));
    await rows.first().waitFor();
    await expect.poll(names).toEqual(['양념치킨', '후라이드치킨', '간장마늘치킨', '파닭']);
    const productCalls = countCalls(page, 'store/product/order/edit');
    const handle = (name: string) =>
      page.getByRole('button', { name: `'${name}' 순서 끌어서 바꾸기`, exact: true });

    // Picked up and put back on its own place: nothing is sent.
    await dragTo(page, handle('양념치킨'), rows.nth(0), 'lower');
    // It was a real drag (a screen reader hears where it went), not a tap.
    await page
      .getByRole('status')
      .filter({ hasText: "'양념치킨' 항목을 4개 중 1번째에 놓았습니다." })
      .waitFor({ state: 'attached' });
    await expect.poll(names).toEqual(['양념치킨', '후라이드치킨', '간장마늘치킨', '파닭']);

    // 양념치킨 dragged below 후라이드치킨: the screen shows it at once, and one call carries the whole order.
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/store/product/order/edit');
    await dragTo(page, handle('양념치킨'), rows.nth(1), 'lower');
    await expect.poll(names).toEqual(['후라이드치킨', '양념치킨', '간장마늘치킨', '파닭']);
    const body = (await saved).request().postDataJSON() as { product_ids: number[] };
    expect(body.product_ids).toHaveLength(await rows.count());
    await page.waitForLoadState('networkidle');
    expect(productCalls.count).toBe(1);
    // The buttons in a row still work beside the handle.
    await page.getByRole('button', { name: '양념치킨 수정', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Groups too: 음료 dragged above 사이드.
    const groupCalls = countCalls(page, 'store/productgroup/order/edit');
    await expect.poll(groupNames).toEqual(['치킨', '사이드', '여름 한정', '음료']);
    await dragTo(page, handle('음료'), groups.locator('li').nth(1), 'upper');
    await expect.poll(groupNames).toEqual(['치킨', '음료', '사이드', '여름 한정']);
    await page.waitForLoadState('networkidle');
    expect(groupCalls.count).toBe(1);

    await page.reload();
    await groups.locator('li').first().waitFor();
    await expect.poll(groupNames).toEqual(['치킨', '음료', '사이드', '여름 한정']);
    await expect.poll(names).toEqual(['후라이드치킨', '양념치킨', '간장마늘치킨', '파닭']);
    expect(productCalls.count).toBe(1);
  });

  test('a refused drop stays where it was dropped while saving, then goes back with the server message', async () => {
    await page.goto('/product');
    await page
      .getByRole('region', { name: '메뉴 그룹' })
      .getByRole('button', { name: /^치킨 \d+$/ })
      .click();
    const rows = page.getByTestId('product-row');
    const names = () => rows.evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));
    await expect.poll(names).toEqual(['후라이드치킨', '양념치킨', '간장마늘치킨', '파닭']);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    await page.route('**/api/store/product/order/edit', async (route) => {
      sent = true;
      await held;
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 9009,
          message: '메뉴 목록이 바뀌었습니다. 새로 불러온 뒤 다시 정렬해 주세요.',
        }),
      });
    });
    try {
      await dragTo(
        page,
        page.getByRole('button', { name: "'파닭' 순서 끌어서 바꾸기" }),
        rows.nth(0),
        'upper',
      );
      await expect.poll(() => sent).toBe(true);
      expect(await names()).toEqual(['파닭', '후라이드치킨', '양념치킨', '간장마늘치킨']);
      // While it is saved, the arrows wait (so do the handles).
      expect(await page.getByRole('button', { name: '파닭 아래로', exact: true }).isDisabled()).toBe(true);
      release();
      await seeText(page, '메뉴 목록이 바뀌었습니다. 새로 불러온 뒤 다시 정렬해 주세요.');
      await expect.poll(names).toEqual(['후라이드치킨', '양념치킨', '간장마늘치킨', '파닭']);
    } finally {
      release();
      await page.unroute('**/api/store/product/order/edit');
    }
  });

  test('marks an item sold out in one tap; the customer channel refuses it until switched back', async () => {
    await page.goto('/sold-out');
    await page.getByRole('button', { name: '후라이드치킨 판매 중' }).click();
    await page.getByRole('button', { name: '후라이드치킨 품절' }).waitFor();
    await seeText(page, '품절 1개');
    const refused = await placeOrder(1);
    expect(refused.code).toBe(9009);
    expect(refused.message).toContain('품절');
    // Another screen (a reload stands in for the second tablet) shows the same state.
    await page.reload();
    await page.getByRole('button', { name: '후라이드치킨 품절' }).waitFor();
    await page.getByRole('button', { name: '후라이드치킨 품절' }).click();
    await page.getByRole('button', { name: '후라이드치킨 판매 중' }).waitFor();
    expect((await placeOrder(1)).code).toBe(0);

    // A whole group in one tap.
    await page.getByRole('region', { name: '음료' }).getByRole('button', { name: '그룹 전체 품절' }).click();
    await page
      .getByRole('region', { name: '음료' })
      .getByRole('button', { name: '그룹 판매 재개' })
      .waitFor();
    await seeText(page, '품절 3개');
  });

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

  test('a stock count of 0 marks the item sold out', async () => {
    await page.goto('/product');
    await page.getByRole('button', { name: '파닭 재고', exact: true }).click();
    await page.getByRole('dialog').getByLabel('재고').fill('0');
    await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const row = page.getByTestId('product-row').filter({ hasText: '파닭' });
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('재고 0개');
    expect(await row.textContent()).toContain('품절');
    expect((await placeOrder(4)).code).toBe(9009);
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
