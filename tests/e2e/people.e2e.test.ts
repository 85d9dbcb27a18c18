/**
 * People and promotions (issue 7), as a person uses them: add a member after a failed duplicate
 * check, search a customer and open their orders, create a coupon and a stamp program and see them
 * listed, add a delivery man and see his work list, and find an account from the login page.
 */
import { describe, expect, test } from 'vitest';
import { api, apiLogin, DEMO_PASSWORD, login, pickStore } from './harness';
import { e2eRun } from './setup';

const run = e2eRun({ login: 'store1', failShot: 'people-fail' });
const { withPage } = run;

describe('people', () => {
  test('members: a taken id is refused by the duplicate check, a free one is added and listed', async () => {
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto('/manager-list');
      await page.getByRole('button', { name: '회원 추가' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('아이디').fill('store2');
      await dialog.getByRole('button', { name: '중복 확인' }).click();
      await dialog.getByText('이미 사용 중인 아이디입니다.').waitFor();
      // Saving without a passing check is refused on the spot.
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.getByText('이미 사용 중인 아이디입니다.').waitFor();

      await dialog.getByLabel('아이디').fill('mapo.e2e');
      await dialog.getByRole('button', { name: '중복 확인' }).click();
      await dialog.getByText('사용할 수 있는 아이디입니다.').waitFor();
      await dialog.getByLabel('비밀번호').fill('mapo2026e2e');
      await dialog.getByLabel('이름').fill('이투이');
      await dialog.getByLabel('연락처').fill('010-2468-1357');
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('row', { name: /mapo\.e2e/ });
      await row.waitFor();
      expect(await row.innerText()).toContain('010-****-1357');
    });
    // The new member can log in.
    await apiLogin(run.server.url, 'mapo.e2e', 'mapo2026e2e');
  });

  test('customers: search by the last digits of a phone number and open the order history', async () => {
    const list = await api<{
      customer_list: { customer_id: number; customer_name: string; customer_phone: string }[];
    }>(run.server.url, 'store/customer/list', { store_id: 1 }, run.token);
    const customer = list.data!.customer_list[0]!;
    const orders = await api<{ order_list: { order_no: string }[]; total_count: number }>(
      run.server.url,
      'store/customer/order/list',
      { store_id: 1, customer_id: customer.customer_id },
      run.token,
    );
    const last4 = customer.customer_phone.slice(-4);
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto('/customer-manager');
      await page.getByLabel('검색어').fill(last4);
      await page.getByRole('button', { name: '검색' }).click();
      // Every row left matches the digits searched for.
      await expect
        .poll(async () =>
          (await page.getByRole('row').allInnerTexts()).slice(1).every((t) => t.includes(`-${last4}`)),
        )
        .toBe(true);
      await page.getByRole('cell', { name: customer.customer_name }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('주문 내역').waitFor();
      // The detail shows the whole number; the list only the masked one.
      await dialog.getByText(new RegExp(`010-\\d{4}-${last4}`)).waitFor();
      await dialog.getByRole('cell', { name: orders.data!.order_list[0]!.order_no }).first().waitFor();
    });
  });

  test('promotions: create a coupon, end the running stamp program and create a new one', async () => {
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto('/promotion-coupon');
      await page.getByRole('button', { name: '쿠폰 만들기' }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByLabel('쿠폰 이름').fill('e2e 주말 3,500원 할인');
      await dialog.getByLabel(/할인 값/).fill('3500');
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.waitFor({ state: 'detached' });
      const coupon = page.getByRole('row', { name: /e2e 주말 3,500원 할인/ });
      await coupon.waitFor();
      expect(await coupon.innerText()).toContain('진행 중');

      await page.getByRole('link', { name: '스탬프' }).click();
      await page.waitForURL((u) => u.pathname === '/promotion-stamp');
      const running = page.getByRole('row', { name: /10번 주문하면 1번 무료/ });
      await running.getByRole('button', { name: '종료' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: '종료' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => running.innerText()).toContain('종료');

      await page.getByRole('button', { name: '스탬프 만들기' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByLabel('스탬프 이름').fill('e2e 겨울 스탬프');
      await dialog.getByRole('textbox', { name: '보상', exact: true }).fill('콜라 1.25L');
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row', { name: /e2e 겨울 스탬프/ }).waitFor();
    });
  });

  test('delivery: add a delivery man, assign him an order, see his work list for today', async () => {
    const admin = await apiLogin(run.server.url, 'admin');
    await withPage(async (page) => {
      await login(page, run.server.url, 'admin', DEMO_PASSWORD);
      await pickStore(page, '한강치킨 마포점');
      await page.goto('/delivery-men');
      await page.getByRole('button', { name: '배달원 추가' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('이름').fill('김배달');
      await dialog.getByLabel('연락처').fill('010-3030-4040');
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('row', { name: /김배달/ });
      await row.waitFor();
      expect(await row.innerText()).toContain('010-****-4040');

      const men = await api<{ deliveryman_list: { deliveryman_id: number; deliveryman_name: string }[] }>(
        run.server.url,
        'store/deliveryman/list',
        { store_id: 1 },
        admin,
      );
      const man = men.data!.deliveryman_list.find((m) => m.deliveryman_name === '김배달')!;
      const order = await api<{ order: { order_id: number; order_no: string } }>(
        run.server.url,
        'customer/order/create',
        {
          store_id: 1,
          order_type: 4,
          delivery_address: '서울 마포구 양화로 45, 3층',
          pay_type: 1,
          items: [{ product_id: 1, quantity: 1, option_names: [] }],
        },
      );
      const assigned = await api(
        run.server.url,
        'store/order/deliveryman/edit',
        { store_id: 1, order_id: order.data!.order.order_id, deliveryman_id: man.deliveryman_id },
        admin,
      );
      expect(assigned.code).toBe(0);

      await page.getByLabel('배달원', { exact: true }).selectOption({ label: '김배달' });
      await page.waitForURL((u) => u.searchParams.get('deliveryman_id') === String(man.deliveryman_id));
      const work = page.getByRole('row', { name: new RegExp(order.data!.order.order_no) });
      await work.waitFor();
      expect(await work.innerText()).toContain('서울 마포구 양화로 45, 3층');
      await page.getByRole('row', { name: /김배달\s+1건/ }).waitFor();
    });
  });

  test('find account: the login page answers the same for a real and an unknown account', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: '아이디 찾기' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('이름').fill('없는사람');
      await dialog.getByLabel(/휴대폰 번호/).fill('010-0000-1111');
      await dialog.getByRole('button', { name: '안내 받기' }).click();
      await dialog.getByText('등록된 연락처로 안내를 보냈습니다').waitFor();
    });
  });

  test('find password: field errors, the code step, a mismatch and a wrong code, all in the dialog', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: '비밀번호 찾기' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: '안내 받기' }).click();
      // Nothing sent: the schema's messages next to the fields, the first one focused.
      await dialog.getByText('아이디를 입력해 주세요.').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('manager_user_id');
      await dialog.getByLabel('아이디').fill('store2');
      await dialog.getByLabel(/휴대폰 번호/).fill('010-5555-1005');
      await dialog.getByRole('button', { name: '안내 받기' }).click();
      // The code step keeps the id and says what was sent.
      await dialog.getByText('등록된 연락처로 안내를 보냈습니다').waitFor();
      expect(await dialog.getByLabel('아이디').inputValue()).toBe('store2');
      await dialog.getByLabel('인증번호 6자리').fill('12345');
      await dialog.locator('input[name="new_password"]').fill('seogyo2026');
      await dialog.getByLabel('새 비밀번호 확인').fill('seogyo2027');
      await dialog.getByRole('button', { name: '비밀번호 변경' }).click();
      await dialog.getByText('인증번호 6자리를 입력해 주세요.').waitFor();
      await dialog.getByText('새 비밀번호가 서로 다릅니다.').waitFor();
      // A well-formed but wrong code: the server's message on the code field, everything typed kept.
      await dialog.getByLabel('인증번호 6자리').fill('000000');
      await dialog.getByLabel('새 비밀번호 확인').fill('seogyo2026');
      await dialog.getByRole('button', { name: '비밀번호 변경' }).click();
      await dialog.getByText('인증번호가 올바르지 않거나 만료되었습니다.').waitFor();
      expect(await dialog.locator('input[name="new_password"]').inputValue()).toBe('seogyo2026');
    });
  });
});
