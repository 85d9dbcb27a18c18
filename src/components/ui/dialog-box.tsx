import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ko } from '@/i18n/ko';
import { Button } from './button';
import { cx } from './cx';
import s from './dialog-box.module.css';

interface DialogBoxProps {
  onClose: () => void;
  title: string;
  size?: 'lg' | 'xl';
  children: ReactNode;
  /** Action buttons; the close (X) button is always there. */
  footer?: ReactNode;
}

/** What Tab can reach in the box (its buttons and fields); a disabled or hidden one is skipped. */
const TABBABLE =
  'button:not([disabled]),[href],input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Hides the page's other top-level parts from assistive technology while the box is open (what a
 * modal's inert did; with `aria-modal` alone, Linux Chromium's tree kept the board), as Chakra's
 * dialogs do (@zag-js/aria-hidden). An attribute no style reads: setting it restyles nothing. Returns
 * the undo, which leaves alone what was hidden before (a box opened over another).
 */
function hideTheRest(layer: Element): () => void {
  const hidden: Element[] = [];
  for (const el of document.body.children) {
    if (el === layer || el.hasAttribute('aria-hidden') || el.tagName === 'SCRIPT') continue;
    el.setAttribute('aria-hidden', 'true');
    hidden.push(el);
  }
  return () => hidden.forEach((el) => el.removeAttribute('aria-hidden'));
}

/**
 * The plain modal of the live screens (accept, cancel, order detail, the rush buttons): a <dialog>
 * over a backdrop that takes the taps meant for the page behind, the focus held inside (Tab wraps),
 * Escape closes it, and the focus goes back to what had it. Mounted = open; the caller unmounts it.
 *
 * Not showModal(): a modal dialog makes the rest of the page inert, and the browser then restyles
 * every drawn element of the page — on a full board, the largest part of a 접수 tap and of its confirm
 * (issue 27 §2; docs/decisions.md "The board's dialog without showModal"). `aria-modal` and
 * `hideTheRest` tell assistive technology what inert did: only the dialog is there while it is open.
 * The focus handling is a few lines rather than a focus-trap library because the box sits in the first
 * screen's JavaScript (the board's fallback when a lazy part fails), where 6 KB gz does not fit.
 */
export function DialogBox({ onClose, title, size = 'lg', children, footer }: DialogBoxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A layout effect: the focus moves in as the box appears (a Tab pressed at once stays inside), and
  // its clean-up gives the focus back while the box is still in the page (the card's button).
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    const before = document.activeElement as HTMLElement | null;
    (tabbables(d)[0] ?? d).focus({ preventScroll: true });
    const shown = hideTheRest(d.parentElement!);
    return () => {
      shown();
      // Unless the focus has gone elsewhere meanwhile: inside the box, or nowhere (the button that had
      // it was disabled while saving, which drops the focus to the page's body).
      const now = document.activeElement;
      const ours = !now || now === document.body || d.contains(now);
      if (before?.isConnected && ours) before.focus({ preventScroll: true });
    };
  }, []);
  /** A focus guard before or after the box got the focus (Tab went past an end): it wraps around. */
  const wrap = (toEnd: boolean) => {
    const d = ref.current;
    if (!d) return;
    const all = tabbables(d);
    (toEnd ? all[all.length - 1] : all[0])?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.nativeEvent.isComposing) {
      e.stopPropagation();
      onClose();
    }
  };
  return createPortal(
    // One layer in the page's body: the backdrop, the box, and a focus guard at each side of it.
    <div>
      {/* The backdrop: a tap beside the box closes it and reaches nothing behind. */}
      <div className={s.backdrop} aria-hidden="true" onClick={onClose} />
      <span tabIndex={0} className={s.guard} onFocus={() => wrap(true)} />
      <dialog
        ref={ref}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        // Focusable itself, so a tap on its text keeps the focus (and Escape) in the box.
        tabIndex={-1}
        className={cx(s.dialog, s[size])}
        onKeyDown={onKeyDown}
      >
        <header className={s.header}>
          <h2 id={titleId} className={s.title}>
            {title}
          </h2>
        </header>
        <div className={s.body}>{children}</div>
        {footer ? <footer className={s.footer}>{footer}</footer> : null}
        <Button variant="ghost" size="sm" className={s.close} aria-label={ko.common.close} onClick={onClose}>
          ×
        </Button>
      </dialog>
      <span tabIndex={0} className={s.guard} onFocus={() => wrap(false)} />
    </div>,
    document.body,
  );
}
