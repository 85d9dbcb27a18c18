/**
 * The night theme's choice (issue 25 §5): follow the device (the default), or always light or dark.
 * src/boot/color-scheme.js applies it before the first paint and follows the device and other tabs;
 * this module is what the top bar's switch calls. Both set the `dark` class on <html>, which both the
 * plain screens' variables (styles/base.css) and Chakra's `_dark` tokens read.
 */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';

/** Also in src/boot/color-scheme.js. */
export const COLOR_SCHEME_KEY = 'counter.color-scheme';
/** The browser's and the OS's bar colour: the brand teal by day, the panels' colour at night. */
export const THEME_COLOR = { light: '#0f766e', dark: '#111111' } as const;

const deviceIsDark = () => matchMedia('(prefers-color-scheme: dark)').matches;

export function readColorScheme(): ColorSchemeChoice {
  try {
    const v = localStorage.getItem(COLOR_SCHEME_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

export function applyColorScheme(choice: ColorSchemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && deviceIsDark());
  document.documentElement.classList.toggle('dark', dark);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLOR[dark ? 'dark' : 'light']);
}

/** Remembers the choice on this device ('system' forgets it) and applies it now. */
export function setColorScheme(choice: ColorSchemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(COLOR_SCHEME_KEY);
    else localStorage.setItem(COLOR_SCHEME_KEY, choice);
  } catch {
    // Storage blocked (private mode): the choice lasts until the page is closed.
  }
  applyColorScheme(choice);
}

/**
 * The switch's next state. From 'system' it goes to the opposite of what the device shows, then to
 * the same, then back: every press but the last changes the screen, whichever way the device is set.
 */
export function nextColorScheme(choice: ColorSchemeChoice): ColorSchemeChoice {
  const device = deviceIsDark() ? 'dark' : 'light';
  if (choice === 'system') return device === 'dark' ? 'light' : 'dark';
  return choice === device ? 'system' : device;
}
