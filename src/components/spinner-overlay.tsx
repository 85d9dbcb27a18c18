import { ko } from '@/i18n/ko';
import { appState } from '@/state/store';
import { useSelect } from '@/state/use-select';
import { cx } from './ui/cx';
import { Spinner } from './ui/spinner';
import s from './status.module.css';

/**
 * Covers the screen while any spinner-counted call is in flight (lib/api-client), so a second tap
 * cannot send the same action twice. The spinner itself fades in late to avoid flashing on fast calls.
 */
export function SpinnerOverlay() {
  const spinner = useSelect(appState, (st) => st.spinner);
  if (spinner <= 0) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={ko.common.processing}
      data-testid="spinner-overlay"
      className={cx(s.center, s.overlay)}
    >
      <div className={s.overlayBubble}>
        <Spinner size="2.5rem" thickness="3px" />
      </div>
    </div>
  );
}
