/**
 * The menu forms on the one form idiom (issues 24 and 28): the contract's schema says at the field why
 * a price, a name or a stock count is refused, nothing is sent or saved then, and what was typed stays;
 * 품절 관리 never claims "0 sold out" when the menu could not be loaded.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { api, DEMO_PASSWORD, login, newTabletPage, swReady } from './harness';
import { e2eRun } from './setup';

interface MenuProduct {
  sold_out: number;
  product_name: string;
  price: number;
  stock_count: number | null;
  options: { option_name: string; option_price: number }[];
}

const run = e2eRun({ login: 'store1', page: 'store1' });
let page: Page;
beforeAll(() => {
  page = run.page;
});

async function seeText(p: Page | Locator, text: string | RegExp): Promise<void> {
  await p.getByText(text).filter({ visible: true }).first().waitFor({ state: 'visible' });
}

/** Counts the app's calls to `path` (e.g. 'store/product/edit') from now on. */
function countCalls(p: Page, path: string): { readonly count: number } {
  const seen = { count: 0 };
  p.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/${path}`) seen.count += 1;
  });
  return seen;
}

/** Store 1's products as the backend has them. */
async function products(): Promise<MenuProduct[]> {
  const r = await api<{ product_list: MenuProduct[] }>(
    run.server.url,
    'store/product/list',
    { store_id: 1 },
    run.token,
  );
  return r.data!.product_list;
}

/** Opens 메뉴 추가 on /product and returns the dialog. */
async function openNewProduct(): Promise<Locator> {
  await page.goto('/product');
  await page.getByRole('button', { name: '메뉴 추가' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('메뉴 이름').waitFor();
  return dialog;
}

/** Closes a dirty dialog with 취소, saying yes to "close without saving". */
async function discard(dialog: Locator): Promise<void> {
  page.once('dialog', (d) => void d.accept());
  await dialog.getByRole('button', { name: '취소' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('menu forms (issues 24, 28)', () => {
  test('an empty price is refused at the field; nothing is sent and the typed name stays', async () => {
    const before = (await products()).length;
    const dialog = await openNewProduct();
    const sent = countCalls(page, 'store/product/edit');
    await dialog.getByLabel('메뉴 이름').fill('빈 가격 치킨');
    await dialog.getByRole('button', { name: '저장' }).click();
    await seeText(dialog, '가격을 입력해 주세요.');
    const price = dialog.getByLabel('가격(원)');
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await price.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByLabel('메뉴 이름').inputValue()).toBe('빈 가격 치킨');
    expect(sent.count).toBe(0);
    expect(await products()).toHaveLength(before);

    // Typed and not saved: 취소 asks first, and "no" keeps the dialog with what was typed.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.dismiss();
      }),
    );
    await dialog.getByRole('button', { name: '취소' }).click();
    expect(await asked).toBe('저장하지 않은 변경 사항이 있습니다. 저장하지 않고 닫을까요?');
    expect(await dialog.getByLabel('메뉴 이름').inputValue()).toBe('빈 가격 치킨');
    await discard(dialog);
  });

  test('letters in the price are refused with a message, not rewritten; 12000 shows as 12,000', async () => {
    const dialog = await openNewProduct();
    const sent = countCalls(page, 'store/product/edit');
    await dialog.getByLabel('메뉴 이름').fill('글자 가격 치킨');
    const price = dialog.getByLabel('가격(원)');
    await price.pressSequentially('abc-500');
    expect(await price.inputValue()).toBe('abc-500');
    await dialog.getByRole('button', { name: '저장' }).click();
    await seeText(dialog, '가격은 숫자로 입력해 주세요.');
    expect(await price.inputValue()).toBe('abc-500');
    expect(sent.count).toBe(0);

    await price.fill('');
    await price.pressSequentially('12000');
    expect(await price.inputValue()).toBe('12,000');
    await discard(dialog);
  });

  test('a name over 50 characters shows the counter over the limit and is refused, not cut', async () => {
    const dialog = await openNewProduct();
    const sent = countCalls(page, 'store/product/edit');
    const long = '가'.repeat(53);
    const name = dialog.getByLabel('메뉴 이름');
    await name.fill(long);
    await seeText(dialog, '50자까지 입력할 수 있습니다 (3자 초과)');
    expect(await name.inputValue()).toBe(long);
    await dialog.getByLabel('가격(원)').fill('9000');
    await dialog.getByRole('button', { name: '저장' }).click();
    await seeText(dialog, '메뉴 이름은 50자 이하로 입력해 주세요.');
    expect(await name.inputValue()).toBe(long);
    expect(sent.count).toBe(0);
    expect((await products()).some((p) => p.product_name.startsWith('가가가'))).toBe(false);
    await discard(dialog);
  });

  test('a valid product with two options saves and appears', async () => {
    const dialog = await openNewProduct();
    await dialog.getByLabel('메뉴 이름').fill('옵션 두 개 치킨');
    await dialog.getByLabel('가격(원)').pressSequentially('21000');
    await dialog.getByRole('button', { name: '옵션 추가' }).click();
    await dialog.getByRole('button', { name: '옵션 추가' }).click();
    await dialog.getByLabel('옵션 이름 1').fill('순한맛');
    await dialog.getByLabel('옵션 이름 2').fill('곱빼기');
    const extra = dialog.getByLabel('추가 금액(원) 2');
    await extra.fill('');
    await extra.pressSequentially('3500');
    expect(await extra.inputValue()).toBe('3,500');
    await dialog.getByRole('button', { name: '저장' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByTestId('product-row').filter({ hasText: '옵션 두 개 치킨' });
    await seeText(row, /21,000원 · 옵션 2/);
    const saved = (await products()).find((p) => p.product_name === '옵션 두 개 치킨');
    expect(saved).toMatchObject({
      price: 21000,
      stock_count: null,
      options: [
        { option_name: '순한맛', option_price: 0 },
        { option_name: '곱빼기', option_price: 3500 },
      ],
    });
  });

  test("the server's field error shows at the field and keeps what was typed", async () => {
    await page.goto('/product');
    await page.getByRole('button', { name: '그룹 추가' }).click();
    const dialog = page.getByRole('dialog');
    // A duplicate name is only known to the server.
    await dialog.getByLabel('그룹 이름').fill('치킨');
    await dialog.getByRole('button', { name: '저장' }).click();
    await seeText(dialog, /같은 이름/);
    const name = dialog.getByLabel('그룹 이름');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.inputValue()).toBe('치킨');
    await discard(dialog);
  });

  test('the stock dialog refuses a negative count with a message and keeps it', async () => {
    const stockOf = async () =>
      (await products()).find((p) => p.product_name === '후라이드치킨')?.stock_count;
    const before = await stockOf();
    await page.goto('/product');
    await page.getByRole('button', { name: '후라이드치킨 재고', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const sent = countCalls(page, 'store/product/count/edit');
    const stock = dialog.getByLabel('재고');
    await stock.pressSequentially('-5');
    await dialog.getByRole('button', { name: '저장' }).click();
    await seeText(dialog, '재고는 0개 이상이어야 합니다(음수 불가).');
    expect(await stock.inputValue()).toBe('-5');
    expect(sent.count).toBe(0);
    expect(await stockOf()).toBe(before);
    await discard(dialog);
  });
});

describe('품절 관리 offline (issue 28)', () => {
  test('a menu that could not load shows no sold-out count, then the real one back online', async () => {
    const offlinePage = await newTabletPage(run.browser, run.server.url);
    const context = offlinePage.context();
    try {
      await login(offlinePage, run.server.url, 'store1', DEMO_PASSWORD);
      await swReady(offlinePage);
      // Mark one item sold out so that the real count is not 0 either.
      await api(
        run.server.url,
        'store/product/soldout',
        { store_id: 1, target_id: 2, sold_out: 1 },
        run.token,
      );
      const soldOut = (await products()).filter((p) => p.sold_out === 1).length;
      expect(soldOut).toBeGreaterThan(0);
      await context.setOffline(true);
      // Opened offline from scratch: the menu list was never loaded in this page.
      await offlinePage.goto('/sold-out');
      await seeText(offlinePage, /오프라인 상태입니다/);
      await seeText(offlinePage, '품절 현황 알 수 없음');
      expect(await offlinePage.getByText(/품절 \d+개/).count()).toBe(0);

      await context.setOffline(false);
      await seeText(offlinePage, `품절 ${soldOut}개`);
      expect(await offlinePage.getByText('품절 현황 알 수 없음').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
