/**
 * The skeleton's acceptance: signing in as a store manager and as a super admin, picking a store,
 * signing out, an unknown address, and a wrong password — checked by what a person sees on the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, login, pickStore, waitForPath } from './harness';
import { e2eRun } from './setup';

const run = e2eRun();
const { withPage } = run;

type Scope = Pick<Page, 'getByText'>;

/** Waits until `text` is visible within `scope` (the page, or a part of it such as the top bar). */
async function seeText(scope: Scope, text: string | RegExp): Promise<void> {
  await scope.getByText(text).filter({ visible: true }).first().waitFor({ state: 'visible' });
}

/** The shell's top bar and side menu, as a person finds them. */
const topBar = (page: Page) => page.getByRole('banner');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: '메뉴' });

const path = (page: Page) => new URL(page.url()).pathname;

describe('skeleton', () => {
  test('a store manager signs in and the shell shows their name and their store', async () => {
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await waitForPath(page, '/order-list');
      await seeText(topBar(page), '김민준');
      await seeText(sideMenu(page), '한강치킨 마포점');
      await topBar(page).getByRole('button', { name: '로그아웃' }).waitFor();
    });
  });

  test('a super admin signs in, picks a store in admin mode and the shell shows that store', async () => {
    await withPage(async (page) => {
      await login(page, run.server.url, 'admin', DEMO_PASSWORD);
      await waitForPath(page, '/admin-mode');
      await seeText(page, '매장 선택');
      await pickStore(page, '한강치킨 서교점');
      await seeText(sideMenu(page), '한강치킨 서교점');
      await seeText(topBar(page), '이서연');
      // Outside store mode the top bar also names the manager's group.
      await seeText(topBar(page), '최고관리자');
      expect(path(page)).not.toBe('/admin-mode');
    });
  });

  test('signing out returns to the login page, and the app then stays there', async () => {
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await seeText(topBar(page), '김민준');
      await topBar(page).getByRole('button', { name: '로그아웃' }).click();
      await waitForPath(page, '/login');
      await page.getByRole('button', { name: '로그인', exact: true }).waitFor();

      // Without a token, the startup sends any screen back to /login.
      await page.goto('/order-list');
      await waitForPath(page, '/login');
      await page.getByLabel('아이디', { exact: true }).waitFor();
    });
  });

  test('an unknown address shows the not-found page', async () => {
    await withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await seeText(topBar(page), '김민준');
      await page.goto('/nope');
      await seeText(page, '페이지를 찾을 수 없습니다');
      expect(path(page)).toBe('/nope');
    });
  });

  test('a wrong password is refused with an alert in Korean', async () => {
    await withPage(async (page) => {
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto('/login');
      await page.getByLabel('아이디', { exact: true }).fill('store1');
      await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: '로그인', exact: true }).click();

      await expect.poll(() => alerts.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(alerts[0]).toMatch(/[가-힣]/);
      expect(path(page)).toBe('/login');
      // Still the login form: the person can try again.
      await page.getByLabel('비밀번호', { exact: true }).waitFor();
    });
  });
});
