import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { ko } from '@/i18n/ko';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: 'lg' | 'xl';
  children: ReactNode;
  /** Action buttons; the close (X) button is always there. */
  footer?: ReactNode;
  /**
   * A write started here is in flight: the dialog's controls are disabled and it cannot be closed, so the
   * same action cannot be sent twice; the rest of the screen is not covered (writes are not spinner-counted).
   */
  busy?: boolean;
  /**
   * The dialog holds a form with unsaved changes: closing it (X, Escape, the backdrop, or a footer
   * button through `closeUnlessDirty`) asks first, so a stray tap does not lose what was typed.
   */
  dirty?: boolean;
}

/** Calls `onClose` unless `dirty` and the user chooses to stay (the footer's 취소 button uses it). */
export function closeUnlessDirty(dirty: boolean, onClose: () => void): void {
  if (dirty && !globalThis.confirm(ko.common.closeUnsaved)) return;
  onClose();
}

// A fieldset disables every native control inside it at once; it should not draw anything itself.
const fieldsetStyle = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** A titled dialog in the two sizes the screens use. */
export function Modal({
  open,
  onClose,
  title,
  size = 'lg',
  children,
  footer,
  busy = false,
  dirty = false,
}: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) closeUnlessDirty(dirty, onClose);
      }}
      size={size}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <fieldset disabled={busy} style={fieldsetStyle}>
                {children}
              </fieldset>
            </Dialog.Body>
            {footer ? (
              <Dialog.Footer aria-busy={busy || undefined}>
                <fieldset disabled={busy} style={{ ...fieldsetStyle, display: 'contents' }}>
                  {footer}
                </fieldset>
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={ko.common.close} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
