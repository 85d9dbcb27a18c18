import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyColorScheme,
  COLOR_SCHEME_KEY,
  nextColorScheme,
  readColorScheme,
  setColorScheme,
  THEME_COLOR,
} from '@/lib/color-scheme';

const BOOT = readFileSync(join(__dirname, '../../src/boot/color-scheme.js'), 'utf8');

/** A device whose `prefers-color-scheme: dark` can be flipped, with its change listeners. */
function fakeDevice(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
  };
  window.matchMedia = ((q: string) => {
    if (q !== '(prefers-color-scheme: dark)') throw new Error(`unexpected query ${q}`);
    return query;
  }) as unknown as typeof window.matchMedia;
  return {
    flip(dark: boolean) {
      query.matches = dark;
      for (const fn of listeners) fn();
    },
  };
}

const state = () => ({
  dark: document.documentElement.classList.contains('dark'),
  themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
});
// The boot script's listeners stay on window between runs: each run gets a fresh window-level scope.
const runBoot = () => window.eval(BOOT);

beforeEach(() => {
  document.head.innerHTML = '<meta name="theme-color" content="#0f766e">';
  document.documentElement.className = '';
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('the night theme choice', () => {
  it('boot script and the app apply a choice the same way, for every choice and device', () => {
    for (const stored of [null, 'light', 'dark', 'junk'])
      for (const deviceDark of [false, true]) {
        fakeDevice(deviceDark);
        if (stored) localStorage.setItem(COLOR_SCHEME_KEY, stored);
        else localStorage.removeItem(COLOR_SCHEME_KEY);
        document.documentElement.className = '';
        runBoot();
        const boot = state();
        document.documentElement.className = '';
        applyColorScheme(readColorScheme());
        const app = state();
        const where = `stored ${stored}, device ${deviceDark ? 'dark' : 'light'}`;
        expect(app, where).toEqual(boot);
        const expectDark = stored === 'dark' || (stored !== 'light' && deviceDark);
        expect(boot, where).toEqual({
          dark: expectDark,
          themeColor: expectDark ? THEME_COLOR.dark : THEME_COLOR.light,
        });
      }
  });

  it('follows the device while no choice is saved, and not once one is', () => {
    const device = fakeDevice(false);
    runBoot();
    expect(state().dark).toBe(false);
    device.flip(true);
    expect(state().dark).toBe(true);
    setColorScheme('light');
    expect(state().dark).toBe(false);
    device.flip(false);
    device.flip(true);
    expect(state().dark).toBe(false);
    setColorScheme('system');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();
    expect(state().dark).toBe(true);
  });

  it('remembers light and dark, and forgets for the device’s setting', () => {
    fakeDevice(false);
    setColorScheme('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(readColorScheme()).toBe('dark');
    setColorScheme('system');
    expect(readColorScheme()).toBe('system');
  });

  it('steps so that each press but the return to the device’s setting changes the screen', () => {
    fakeDevice(false);
    expect([nextColorScheme('system'), nextColorScheme('dark'), nextColorScheme('light')]).toEqual([
      'dark',
      'light',
      'system',
    ]);
    fakeDevice(true);
    expect([nextColorScheme('system'), nextColorScheme('light'), nextColorScheme('dark')]).toEqual([
      'light',
      'dark',
      'system',
    ]);
  });
});
