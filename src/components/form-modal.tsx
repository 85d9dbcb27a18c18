import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { ko } from '@/i18n/ko';
import { closeUnlessDirty, Modal } from './modal';

/**
 * A create/edit dialog: the fields in a form submitted by save (or Enter), with cancel and save below.
 * `dirty` (unsaved changes) makes every way of closing ask first; `saving` keeps it open and busy.
 * `footerStart` puts an action (delete) at the footer's left.
 */
export function FormModal({
  title,
  size,
  saving,
  dirty = false,
  onClose,
  onSubmit,
  footerStart,
  children,
}: {
  title: string;
  size?: 'lg' | 'xl';
  saving: boolean;
  dirty?: boolean;
  onClose(): void;
  onSubmit(event: FormEvent): unknown;
  footerStart?: ReactNode;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open
      size={size}
      onClose={onClose}
      title={title}
      busy={saving}
      dirty={dirty}
      footer={
        <>
          {footerStart}
          <Button size="lg" variant="outline" ms="auto" onClick={() => closeUnlessDirty(dirty, onClose)}>
            {ko.common.cancel}
          </Button>
          <Button size="lg" colorPalette="teal" type="submit" form={formId} loading={saving}>
            {ko.common.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">{children}</Stack>
      </form>
    </Modal>
  );
}

/** The edit dialog while its record loads: a spinner, or the load's error. */
export function FormModalLoading({
  title,
  error,
  onClose,
}: {
  title: string;
  error: Error | null;
  onClose(): void;
}) {
  return (
    <Modal open onClose={onClose} title={title}>
      {error ? <Text color="fg.error">{error.message}</Text> : <Spinner />}
    </Modal>
  );
}
