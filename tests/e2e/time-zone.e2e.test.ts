/**
 * Korea's clock on a tablet left on another zone (issue 28): the money screens open on the shop's
 * (KST) business day and show today's payments, and order times read as the Korean wall clock —
 * with the browser in UTC, and in a zone whose calendar day differs from Korea's right now (UTC
 * differs only from 15:00 to 24:00 UTC; the second zone makes the difference real at any hour).
 */
import { describe, expect, test } from 'vitest';
import { api, apiLogin, DEMO_PASSWORD, login, TABLET } from './harness';
import { e2eRun } from './setup';

const run = e2eRun();

const pad = (n: number) => String(n).padStart(2, '0');
/** The KST wall clock of an instant, from its UTC fields shifted by nine hours. */
const kst = (at: Date) => new Date(at.getTime() + 9 * 3_600_000);
const kstDisplayDay = (at: Date) => {
  const k = kst(at);
  return `${k.getUTCFullYear()}. ${pad(k.getUTCMonth() + 1)}. ${pad(k.getUTCDate())}`;
};
const kstDisplayTime = (at: Date) =>
  `${kstDisplayDay(at)}. ${pad(kst(at).getUTCHours())}:${pad(kst(at).getUTCMinutes())}`;
/** A zone whose calendar day is not Korea's at this hour (see the file comment). */
function zoneOffKoreasDay(now = new Date()): string {
  const h = now.getUTCHours();
  if (h >= 15) return 'UTC';
  return h < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
}

describe.each(['UTC', zoneOffKoreasDay()])('a tablet on %s', (timezoneId) => {
  test("money screens open on Korea's day with today's payments; order times are Korea's", async () => {
    const token = await apiLogin(run.server.url, 'store1');
    // An order placed now, to read its time back on the board.
    const { data } = await api<{ order: { order_id: number; created_at: string } }>(
      run.server.url,
      'customer/order/create',
      { store_id: 1, order_type: 2, pay_type: 1, items: [{ product_id: 1, quantity: 1, option_names: [] }] },
    );
    const created = new Date(data!.order.created_at);
    const context = await run.browser.newContext({ baseURL: run.server.url, ...TABLET, timezoneId });
    const page = await context.newPage();
    try {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);

      // The order's detail: ordered at the Korean wall-clock time.
      const card = page.locator(`[data-testid="order-card"][data-order-id="${data!.order.order_id}"]`);
      await card.getByRole('button', { name: '상세' }).click();
      await page.getByRole('dialog').getByText(kstDisplayTime(created)).first().waitFor();
      await page.keyboard.press('Escape');

      // 결제 관리 without dates in the URL: the range ends on Korea's today, and today's payment is listed.
      await page.getByRole('link', { name: '결제 관리' }).click();
      await expect.poll(() => page.getByLabel('종료일').inputValue()).toBe(kstDisplayDay(new Date()));
      // The server's payments of Korea's today: the screen shows them, their times on the Korean clock.
      const today = kstDisplayDay(new Date()).replaceAll('. ', '');
      const payments = await api<{ payment_list: { approved_at: string }[] }>(
        run.server.url,
        'store/payment/list',
        { store_id: 1, start_date: today, end_date: today },
        token,
      );
      const latest = payments.data!.payment_list[0];
      expect(latest, 'the demo has payments today').toBeDefined();
      const table = page.getByRole('table', { name: '결제 관리' });
      await table
        .getByText(kstDisplayTime(new Date(latest!.approved_at)))
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
