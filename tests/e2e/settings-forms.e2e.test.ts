/**
 * Issues 24 and 28 in the back office's forms, as a person meets them: a promotion amount typed as
 * letters is a Korean field error and nothing is saved (it used to be rewritten to digits or 0); an
 * amount is shown with thousands commas as it is typed and saved as the number; a notice title over
 * its limit is counted and refused, not cut; a member form with an empty required field focuses that
 * field with its message, and so does a bill without a buyer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, DEMO_PASSWORD, login, newTabletPage } from './harness';
import iconv from 'iconv-lite';
import { fakePrinter } from '../server/fake-printer';
import { e2eRun, isFocused } from './setup';

// A printer on loopback is the test's fake one (the server refuses loopback printers otherwise).
const run = e2eRun({ login: 'store1', env: { PRINTER_ALLOW_LOOPBACK: '1' } });

async function withPage(fn: (page: Page) => Promise<void>): Promise<void> {
  const page = await newTabletPage(run.browser, run.server.url);
  try {
    await login(page, run.server.url, 'store1', DEMO_PASSWORD);
    await fn(page);
  } finally {
    await page.context().close();
  }
}

async function coupons(): Promise<{ coupon_name: string; discount_value: number }[]> {
  const r = await api<{ coupon_list: { coupon_name: string; discount_value: number }[] }>(
    run.server.url,
    'store/coupon/list',
    { store_id: 1 },
    run.token,
  );
  return r.data!.coupon_list;
}

describe('settings forms', () => {
  test('a promotion amount "abc" is a Korean field error and nothing is saved; 30000 shows 30,000 and saves', async () => {
    const name = 'e2e 숫자 확인 쿠폰';
    await withPage(async (page) => {
      await page.goto('/promotion-coupon');
      await page.getByRole('button', { name: '쿠폰 만들기' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('쿠폰 이름').fill(name);
      const amount = dialog.getByLabel(/할인 값/);
      await amount.fill('abc');
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.getByText('할인 값은 숫자로 입력해 주세요.').waitFor();
      // Kept as typed (never rewritten to digits), and the field to fix has the focus.
      expect(await amount.inputValue()).toBe('abc');
      await expect.poll(() => isFocused(amount)).toBe(true);
      expect((await coupons()).some((c) => c.coupon_name === name)).toBe(false);

      await amount.fill('');
      await amount.pressSequentially('30000');
      expect(await amount.inputValue()).toBe('30,000');
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      expect(await row.innerText()).toContain('30,000원 할인');
    });
    expect((await coupons()).find((c) => c.coupon_name === name)?.discount_value).toBe(30000);
  });

  test('a notice title over its limit is counted and refused, not cut', async () => {
    const count = async () =>
      (await api<{ total_count: number }>(run.server.url, 'store/notice/list', { store_id: 1 }, run.token))
        .data!.total_count;
    const before = await count();
    await withPage(async (page) => {
      await page.goto('/notice');
      await page.getByRole('button', { name: '공지 작성' }).click();
      const dialog = page.getByRole('dialog');
      const title = dialog.getByLabel('제목');
      await title.fill('가'.repeat(101));
      // Nothing was cut: all 101 characters are in the field, and the counter says what is over.
      expect(await title.inputValue()).toHaveLength(101);
      await dialog.getByText('100자까지 입력할 수 있습니다 (1자 초과)').waitFor();
      await dialog.getByLabel('내용').fill('<p>본문</p>');
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.getByText('100자 이내로 입력해 주세요.').waitFor();
      await expect.poll(() => isFocused(title)).toBe(true);
      expect(await dialog.isVisible()).toBe(true);
    });
    expect(await count()).toBe(before);
  });

  test('a member form with an empty required name focuses it with its message', async () => {
    await withPage(async (page) => {
      await page.goto('/manager-list');
      await page.getByRole('button', { name: '회원 추가' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('아이디').fill('mapo.focus');
      await dialog.getByRole('button', { name: '중복 확인' }).click();
      await dialog.getByText('사용할 수 있는 아이디입니다.').waitFor();
      await dialog.getByLabel('비밀번호').fill('mapo2026focus');
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.getByText('이름을 입력해 주세요.').waitFor();
      const nameField = dialog.getByRole('textbox', { name: '이름' });
      await expect.poll(() => isFocused(nameField)).toBe(true);
    });
    const list = await api<{ manager_list: { manager_user_id: string }[] }>(
      run.server.url,
      'store/manager/list',
      { store_id: 1, keyword: 'mapo.focus' },
      run.token,
    );
    expect(list.data!.manager_list).toHaveLength(0);
  });

  test('a bill with no buyer focuses the buyer field; a complete one saves and goes back to the list', async () => {
    await withPage(async (page) => {
      await page.goto('/bill-edit');
      const buyer = page.getByRole('textbox', { name: '공급받는 자' });
      await buyer.waitFor();
      await page.getByRole('button', { name: '저장' }).click();
      await page.getByText('공급받는 자(상호)를 입력해 주세요.').waitFor();
      await expect.poll(() => isFocused(buyer)).toBe(true);

      await buyer.fill('(주)이투이상사');
      await page.getByRole('textbox', { name: '사업자등록번호' }).fill('123-45-67890');
      await page.locator('label[aria-label^="선택 "]:not([data-disabled])').first().click();
      await page.getByRole('button', { name: '저장' }).click();
      // Saved: back on the list without a "leave unsaved changes?" question (it would be dismissed).
      await page.waitForURL((u) => u.pathname === '/bill-manager');
      await page.getByText('계산서를 저장했습니다.').waitFor();
      await page.getByText('(주)이투이상사').first().waitFor();
    });
  });
  test('a temporary schedule ending before it starts is refused at its field; a valid one is listed', async () => {
    await withPage(async (page) => {
      await page.goto('/opening-hours');
      const panel = page.getByRole('region', { name: '임시 영업·휴업' });
      await panel.getByLabel('시작 시각').fill('18:00');
      await panel.getByLabel('종료 시각').fill('10:00');
      await panel.getByLabel('사유').fill('e2e 임시 일정');
      const sent = { count: 0 };
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/store/temp/edit') sent.count += 1;
      });
      await panel.getByRole('button', { name: '임시 일정 추가' }).click();
      await panel.getByText('종료 시각은 시작 시각보다 뒤여야 합니다.').waitFor();
      expect(sent.count).toBe(0);
      expect(await panel.getByLabel('사유').inputValue()).toBe('e2e 임시 일정');
      await panel.getByLabel('종료 시각').fill('22:00');
      // Ending tomorrow, picked in the calendar by keyboard: from 22:00 in Korea, today's 22:00 is over,
      // and the server refuses a period that has already ended.
      const endDate = panel.locator('input.date-picker-input[aria-label="종료일"]');
      await endDate.focus();
      await page.keyboard.press('ArrowDown');
      const calendar = page.getByRole('dialog', { name: '날짜 선택 달력' });
      await calendar.waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await calendar.waitFor({ state: 'detached' });
      await panel.getByRole('button', { name: '임시 일정 추가' }).click();
      await panel.getByTestId('temp-item').filter({ hasText: 'e2e 임시 일정' }).waitFor();
      await expect.poll(() => panel.getByTestId('temp-item').filter({ hasText: '18:00' }).count()).toBe(1);
      expect(sent.count).toBe(1);
    });
  });

  test('a network printer: a bad address is refused at its field; a test page reaches the printer in Korean', async () => {
    const printer = await fakePrinter();
    try {
      await withPage(async (page) => {
        await page.goto('/store');
        const panel = page.getByRole('region', { name: '주문서 프린터' });
        await panel.getByRole('button', { name: '프린터 추가' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('프린터 이름').fill('주방');
        await dialog.getByLabel('프린터 주소 (IP)').fill('192.168.0.50; reboot');
        await dialog.getByRole('button', { name: '저장' }).click();
        await dialog.getByText('프린터 IP 주소를 확인해 주세요.', { exact: false }).waitFor();
        await dialog.getByLabel('프린터 주소 (IP)').fill('127.0.0.1');
        await dialog.getByLabel('포트').fill(String(printer.port));
        await dialog.getByRole('button', { name: '저장' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await panel.getByText(`127.0.0.1:${printer.port}`, { exact: false }).waitFor();
        await panel.getByRole('button', { name: '테스트 인쇄' }).click();
        await expect.poll(() => printer.jobs.length, { timeout: 15_000 }).toBe(1);
        expect(iconv.decode(printer.jobs[0]!, 'cp949')).toContain('한글 인쇄 확인');
        // The panel looks again while the page is on its way, and shows how it went.
        await panel.getByText('정상').waitFor({ timeout: 15_000 });
      });
    } finally {
      await printer.close();
    }
  });
});
