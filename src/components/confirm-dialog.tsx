import type { ReactNode } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { Modal } from '@/components/modal';
import { ko } from '@/i18n/ko';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** The dismiss button; default 취소 (money screens say 닫기, since 취소 there reads as "cancel the payment"). */
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** "Are you sure?" before a destructive or final action; large buttons for fingers. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel = ko.common.cancel,
  danger,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      busy={busy}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button colorPalette={danger ? 'red' : 'teal'} size="lg" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{body}</Text>
    </Modal>
  );
}
