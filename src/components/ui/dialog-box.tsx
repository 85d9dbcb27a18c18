import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
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

/**
 * The plain modal of the live screens (accept, cancel, order detail): a native <dialog> opened with
 * showModal(), so focus stays inside, Escape closes it and the page behind takes no taps — without a
 * dialog library on the counter's hot path. Mounted = open; the caller unmounts it to close.
 */
export function DialogBox({ onClose, title, size = 'lg', children, footer }: DialogBoxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A layout effect: its clean-up closes the dialog while it is still in the page, so the browser gives
  // the focus back to what had it before (the card's button), as it does for a closed modal dialog.
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    return () => d.close?.();
  }, []);
  return createPortal(
    <dialog
      ref={ref}
      className={cx(s.dialog, s[size])}
      aria-labelledby={titleId}
      // Escape: the caller closes it (by unmounting), so its state and the dialog never disagree.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A tap on the backdrop lands on the <dialog> itself (its content fills the box).
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
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
    </dialog>,
    document.body,
  );
}
