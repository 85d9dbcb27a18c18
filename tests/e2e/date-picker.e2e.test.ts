/**
 * Issue 25 §2: the date picker (components/date-picker-field, react-datepicker) by keyboard alone, with
 * Korean names for a screen reader: Tab to the field, ↓ opens the calendar on the chosen day, arrows
 * move, Enter picks (the report follows), Escape closes, and the focus is back in the field each time.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { e2eRun } from './setup';

const run = e2eRun({ page: 'store1', failShot: 'date-picker-fail' });

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

describe('date picker by keyboard', () => {
  test('open, move, pick, close: Korean names, the focus back in the field', async () => {
    const page = run.page;
    await page.goto('/sales-period?mode=day&start_date=20261104&end_date=20261125');
    const field = page.getByTestId('start-date').locator('input.date-picker-input');
    await field.waitFor();
    expect(await field.getAttribute('aria-label')).toBe('시작일');
    expect(await field.inputValue()).toBe('2026. 11. 04');

    // Only the keyboard from here: Tab until the field has the focus.
    for (let i = 0; i < 80 && !(await isFocused(field)); i++) await page.keyboard.press('Tab');
    expect(await isFocused(field)).toBe(true);

    // ↓ opens the calendar, named in Korean, with the focus on the chosen day.
    await page.keyboard.press('ArrowDown');
    const calendar = page.getByRole('dialog', { name: '날짜 선택 달력' });
    await calendar.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('선택 2026년 11월 4일 수요일');
    await calendar.getByRole('button', { name: '이전 달' }).waitFor();
    await calendar.getByRole('button', { name: '다음 달' }).waitFor();

    // A week on and a day back, then Enter: picked, closed, the report's period follows.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedLabel(page)).toBe('선택 2026년 11월 11일 수요일');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedLabel(page)).toBe('선택 2026년 11월 10일 화요일');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('2026. 11. 10');
    await page.waitForURL((u) => u.searchParams.get('start_date') === '20261110');
    await expect.poll(() => isFocused(field)).toBe(true);

    // PageDown goes a month on; Escape closes without picking, the focus back in the field.
    await page.keyboard.press('ArrowDown');
    await calendar.waitFor();
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedLabel(page)).toBe('선택 2026년 12월 10일 목요일');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('2026. 11. 10');
    await expect.poll(() => isFocused(field)).toBe(true);
  });
});
