import { useEffect, useState, type ReactNode } from 'react';
import { LazyPart, retryableLazy } from '@/components/lazy-part';
import { buttonClass } from '@/components/ui/button';
import { ko } from '@/i18n/ko';
import { afterIdle } from '@/lib/idle';
import s from './shell.module.css';

/*
 * The top bar's parts that load once the page is idle, so the board's first load stays within its
 * initial-JS budget (issue 24: ≤ 150 KB gz on /order-list):
 *  - the night theme's switch: the theme itself is applied before the first paint
 *    (src/boot/color-scheme.js), so only changing it waits;
 *  - 바쁨 and the pause (issue 26): what is in force shows a second or so after the bar, computed from
 *    the store info the board has already fetched, so nothing is lost by the wait.
 * Their places are kept meanwhile, so the bar does not move.
 */
const ColorSchemeButton = retryableLazy(
  () => import('./color-scheme-button'),
  (m) => m.ColorSchemeButton,
);
const StoreRush = retryableLazy(
  () => import('./store-rush'),
  (m) => m.StoreRush,
);

function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterIdle(() => setIdle(true), 1_000), []);
  return idle;
}

function Later({ part: Part, slot }: { part: typeof ColorSchemeButton; slot: ReactNode }) {
  const idle = useIdle();
  return (
    <LazyPart parts={[Part]} loading={slot}>
      {idle ? <Part /> : slot}
    </LazyPart>
  );
}

export const ColorSchemeSwitch = () => <Later part={ColorSchemeButton} slot={<span className={s.slot} />} />;

/**
 * 바쁨 and pause as they are when not in force, unseen, until their code has loaded: on a phone the bar
 * wraps around them, and without their place the page moved down under the manager's thumb a second
 * after it opened (Lighthouse's layout shift 0.196 on /order-list at 412 px).
 */
const rushSlot = (
  <>
    {[ko.shell.rush.busy, ko.shell.rush.pause].map((label) => (
      <span
        key={label}
        className={`${buttonClass({ size: 'sm', variant: 'outline' })} ${s.rushSlot}`}
        aria-hidden="true"
      >
        {label}
      </span>
    ))}
  </>
);
export const StoreRushLater = () => <Later part={StoreRush} slot={rushSlot} />;
