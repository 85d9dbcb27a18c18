/**
 * Money screens (issue 6), as a person uses them: a month picked in the Korean month picker shows the
 * chart and the server's totals; payments page to page 2; a receipt opens; a CSV export holds every
 * row with a BOM; a store manager is refused the super-admin-only sales-by-type data.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { api, apiLogin, DEMO_PASSWORD, login, pickStore } from './harness';
import { e2eRun } from './setup';

const run = e2eRun({ login: 'store1', failShot: 'money-fail' });
const { withPage } = run;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
/** yyyyMMdd in Seoul, `n` days ago. */
const daysAgo = (n: number) =>
  new Date(Date.now() + 9 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

describe('money', () => {
  test('sales by date: pick a month in the Korean month picker, see the chart and the server totals', async () => {
    const month = daysAgo(0).slice(0, 6);
    const prev = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(4)) - 2, 1))
      .toISOString()
      .slice(0, 7)
      .replace('-', '');
    const expected = await api<{ total: { approved_amount: number; cancelled_amount: number } }>(
      run.server.url,
      'store/sales/list',
      { store_id: 1, month },
      run.token,
    );
    expect(expected.code).toBe(0);
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto(`/sales-period?mode=month&month=${prev}`);
      const picker = page.getByLabel('조회 월');
      await picker.waitFor();
      await picker.click();
      // The month grid of react-datepicker in the ko locale labels months "11월".
      await page
        .locator('.react-datepicker__month-text', { hasText: new RegExp(`^${Number(month.slice(4))}월$`) })
        .click();
      await page.waitForURL((u) => u.searchParams.get('month') === month);
      await expect.poll(() => picker.inputValue()).toBe(`${month.slice(0, 4)}. ${month.slice(4)}`);
      await page.getByRole('img', { name: '일별 매출' }).waitFor();
      const totals = page.getByTestId('totals-row');
      await totals.waitFor();
      await expect.poll(() => totals.innerText()).toContain(won(expected.data!.total.approved_amount));
      expect(await totals.innerText()).toContain(won(expected.data!.total.cancelled_amount));
    });
  });

  test('payments: page to page 2, open a receipt, export every row as CSV with a BOM', async () => {
    const start = daysAgo(20);
    const end = daysAgo(0);
    const all = await api<{ total_count: number; page_count: number }>(
      run.server.url,
      'store/payment/list',
      { store_id: 1, start_date: start, end_date: end, page_no: 1 },
      run.token,
    );
    expect(all.data!.page_count).toBeGreaterThan(1);
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto(`/payment-manager?start_date=${start}&end_date=${end}`);
      const table = page.getByRole('table', { name: '결제 관리' });
      await table.waitFor();
      const firstId = await table.locator('tbody tr').first().locator('td').first().innerText();

      await page.getByRole('button', { name: '2 페이지' }).click();
      await page.waitForURL((u) => u.searchParams.get('page_no') === '2');
      await expect
        .poll(() => page.getByRole('button', { name: '2 페이지' }).getAttribute('aria-current'))
        .toBe('page');
      await expect
        .poll(() => table.locator('tbody tr').first().locator('td').first().innerText())
        .not.toBe(firstId);

      await table
        .getByRole('button', { name: /^영수증 / })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('공급가액').waitFor();
      await dialog.getByText('부가세').waitFor();
      await dialog.getByRole('button', { name: '닫기' }).first().click();
      await dialog.waitFor({ state: 'hidden' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV 내려받기' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^결제내역_.*\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toContain('결제번호');
      expect(lines).toHaveLength(all.data!.total_count + 1);
    });
  });

  test('a store manager cannot open sales by payment method; the server refuses the data too', async () => {
    const refused = await api(
      run.server.url,
      'store/sales/type/list',
      { store_id: 1, start_date: daysAgo(6), end_date: daysAgo(0) },
      run.token,
    );
    expect(refused.code).toBe(9003);
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto('/sales-types');
      await page.getByText('이 화면은 권한이 있는 관리자만 볼 수 있습니다.').first().waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
    });
  });

  test("sales by date: a day's missed orders open that day's missed log (issue 26 §3)", async () => {
    const from = daysAgo(6);
    const to = daysAgo(1);
    const sales = await api<{ sales_list: { sales_date: string; missed_count: number }[] }>(
      run.server.url,
      'store/sales/list',
      { store_id: 1, start_date: from, end_date: to },
      run.token,
    );
    expect(sales.code, sales.message).toBe(0);
    // The demo accepts its orders 1–5 minutes after arrival: some days of a week have misses.
    const day = sales.data!.sales_list.find((d) => d.missed_count > 0)!;
    expect(day).toBeDefined();
    const ymd = day.sales_date.replace(/-/g, '');
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto(`/sales-period?mode=day&start_date=${from}&end_date=${to}`);
      const shown = `${ymd.slice(0, 4)}. ${ymd.slice(4, 6)}. ${ymd.slice(6, 8)}`;
      await page.getByRole('button', { name: `${shown} 놓친 주문 ${day.missed_count}건 보기` }).click();
      const dialog = page.getByRole('dialog', { name: `${shown} 놓친 주문` });
      await dialog.getByText(/분 안에 수락하지 못한 주문입니다/).waitFor();
      await expect.poll(() => dialog.locator('tbody tr').count()).toBe(day.missed_count);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  });

  test('reversed dates get a clear message instead of an empty table', async () => {
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto(`/payment-manager?start_date=${daysAgo(1)}&end_date=${daysAgo(5)}`);
      await page.getByText('종료일이 시작일보다 빠릅니다').first().waitFor();
    });
  });
  test('settlement: the super admin provides after a confirmation, the store confirms receipt; each applies once', async () => {
    const ready = await api<{ settlement_list: { settlement_id: number; settle_amount: number }[] }>(
      run.server.url,
      'store/settlement/ready/list',
      { store_id: 1 },
      run.token,
    );
    const target = ready.data!.settlement_list[0]!;
    await withPage(async (page) => {
      await login(page, run.server.url, 'admin', DEMO_PASSWORD);
      await pickStore(page, '한강치킨 마포점');
      await page.goto('/settlement-pg?tab=ready');
      const row = page
        .getByRole('table', { name: '정산 대기' })
        .locator('tbody tr', { hasText: won(target.settle_amount) });
      await row.getByRole('button', { name: '지급 처리' }).click();
      const dialog = page.getByRole('dialog', { name: '정산금 지급' });
      await dialog
        .getByText(`${target.settlement_id}번 정산의 정산금 ${won(target.settle_amount)}`)
        .waitFor();
      await dialog.getByRole('button', { name: '지급 처리' }).click();
      await page.getByText('지급 처리했습니다.').first().waitFor();
      await page.getByText('정산 대기 중인 건이 없습니다.').waitFor();
    });
    const again = await api(
      run.server.url,
      'store/settlement/provide',
      { store_id: 1, settlement_id: target.settlement_id },
      await apiLogin(run.server.url, 'admin'),
    );
    expect(again.code).toBe(9009);

    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto('/settlement-pg?tab=done');
      const row = page
        .getByRole('table', { name: '정산 완료' })
        .locator('tbody tr', { hasText: won(target.settle_amount) })
        .first();
      await row.getByRole('button', { name: '입금 확인' }).first().click();
      await page
        .getByRole('dialog', { name: '입금 확인' })
        .getByRole('button', { name: '입금 확인' })
        .click();
      await page.getByText('입금을 확인했습니다.').first().waitFor();
      // The store manager sees no provide/delete buttons: those are head-office actions.
      await page.goto('/settlement-pg?tab=ready');
      await page.getByText('정산 대기 중인 건이 없습니다.').waitFor();
    });
    const confirmedTwice = await api(
      run.server.url,
      'store/settlement/confirm',
      { store_id: 1, settlement_id: target.settlement_id },
      run.token,
    );
    expect(confirmedTwice.code).toBe(9009);
  });
});
