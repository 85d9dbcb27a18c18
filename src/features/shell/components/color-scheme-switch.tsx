import { useEffect, useState } from 'react';
import { LazyPart, retryableLazy } from '@/components/lazy-part';
import { afterIdle } from '@/lib/idle';
import s from './shell.module.css';

const ColorSchemeButton = retryableLazy(
  () => import('./color-scheme-button'),
  (m) => m.ColorSchemeButton,
);

/**
 * The night theme's switch in the top bar, loaded once the page is idle: the theme itself is applied
 * before the first paint (public/color-scheme.js), so only changing it waits, and the board's first
 * load stays within its budget. Its place is kept meanwhile, so the bar does not move.
 */
export function ColorSchemeSwitch() {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterIdle(() => setIdle(true), 1_000), []);
  const slot = <span className={s.slot} />;
  return (
    <LazyPart parts={[ColorSchemeButton]} loading={slot}>
      {idle ? <ColorSchemeButton /> : slot}
    </LazyPart>
  );
}
