/**
 * Menu management (issue 5), as a store manager does it on the tablet: a group and a product with a
 * cropped photo, reordering by arrows and by dragging, sold out, stock — each checked by what the
 * screen shows and, where it matters, by what the backend does.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { countCalls, dragTo, dropImage, orderOn, png, seeText } from './menu-helpers';
import { e2eRun } from './setup';

const run = e2eRun({ login: 'store1', page: 'store1' });
let page: Page;
beforeAll(() => {
  page = run.page;
});
const placeOrder = orderOn(run);

describe('menu management', () => {
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
    // The tap goes through the outbox (issue 26): the tile shows the new state at once, marked 전송 대기
    // until the server has it.
    const sent = async (name: string) => {
      const tile = page.getByRole('button', { name });
      await tile.waitFor();
      await expect.poll(async () => (await tile.textContent()) ?? '').not.toContain('전송 대기');
    };
    await sent('후라이드치킨 품절');
    await seeText(page, '품절 1개');
    const refused = await placeOrder(1);
    expect(refused.code).toBe(9009);
    expect(refused.message).toContain('품절');
    // Another screen (a reload stands in for the second tablet) shows the same state.
    await page.reload();
    await page.getByRole('button', { name: '후라이드치킨 품절' }).waitFor();
    await page.getByRole('button', { name: '후라이드치킨 품절' }).click();
    await sent('후라이드치킨 판매 중');
    expect((await placeOrder(1)).code).toBe(0);

    // A whole group in one tap.
    await page.getByRole('region', { name: '음료' }).getByRole('button', { name: '그룹 전체 품절' }).click();
    await page
      .getByRole('region', { name: '음료' })
      .getByRole('button', { name: '그룹 판매 재개' })
      .waitFor();
    await seeText(page, '품절 3개');
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
});
