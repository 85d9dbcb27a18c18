import { resolveValue, ToastIcon, useToaster } from 'react-hot-toast';
import { cx } from './ui/cx';
import s from './toast-host.module.css';

/**
 * The library's headless toaster (`useToaster`), drawn as its own Toaster and ToastBar draw it (the
 * same bar, icon, place and fades), but stacked by CSS: its Toaster measured each new toast's height
 * in a ref callback — a forced layout of the whole page, in the commit that drew the arriving order —
 * watched every toast to measure it again, re-rendered all of them with the height and slid the others
 * by it (issue 27 §2, docs/benchmarks.md). A flex column needs no height. An ending toast fades out and
 * leaves when its fade has ended; the ones above it then close the gap at once. Loaded with the
 * library (components/toast-host), not on the start-up path.
 *
 * Spec §9: 3 seconds at the bottom right; no progress bar.
 */
export function CounterToaster() {
  const { toasts, handlers } = useToaster({ duration: 3000, removeDelay: 400 });
  return (
    <div className={s.toaster} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((t) => (
        <div key={t.id} className={cx(s.bar, t.visible ? s.enter : s.leave)}>
          <ToastIcon toast={t} />
          <div className={s.message} {...t.ariaProps}>
            {resolveValue(t.message, t)}
          </div>
        </div>
      ))}
    </div>
  );
}
