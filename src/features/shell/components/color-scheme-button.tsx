import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { koTheme as t } from '@/i18n/ko-theme';
import { nextColorScheme, readColorScheme, setColorScheme, type ColorSchemeChoice } from '@/lib/color-scheme';

/** Drawn with currentColor: half a disc (the device decides), a sun, a moon. */
const ICONS: Record<ColorSchemeChoice, string> = {
  system: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  light:
    'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5',
  dark: 'M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z',
};

/**
 * The top bar's night-theme switch (loaded by ./top-bar-later): one 48 px button that steps
 * through 기기 설정 따름 → the other look → the device's look → back (lib/color-scheme). Its name says
 * the state it is in now.
 */
export function ColorSchemeButton() {
  const [choice, setChoice] = useState(readColorScheme);
  const label = `${t.name}: ${t.choices[choice]}`;
  return (
    <button
      type="button"
      className={buttonClass({ size: 'sm', variant: 'ghost' })}
      aria-label={label}
      title={label}
      data-testid="color-scheme-switch"
      onClick={() => {
        const next = nextColorScheme(choice);
        setColorScheme(next);
        setChoice(next);
      }}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={ICONS[choice]} />
        {choice === 'system' ? <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" /> : null}
      </svg>
    </button>
  );
}
