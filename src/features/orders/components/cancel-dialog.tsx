import { useState } from 'react';
import { Button, Field, HStack, Text, Textarea, Wrap } from '@chakra-ui/react';
import type { Order } from '@/contract';
import { Modal } from '@/components/modal';
import { ko } from '@/i18n/ko';

/** Cancelling needs a reason (the customer is told) and a second, explicit confirmation. */
export function CancelDialog({ order, onClose, onCancel }: { order: Order; onClose(): void; onCancel(reason: string): void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = ko.orders.cancelDialog;
  const submit = () => {
    const r = reason.trim();
    if (!r) {
      setError(t.reasonRequired);
      return;
    }
    onCancel(r);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t.title(order.order_no)}
      footer={
        <HStack w="full">
          <Button size="xl" variant="outline" flex="1" onClick={onClose}>
            {t.keep}
          </Button>
          <Button size="xl" colorPalette="red" flex="1" onClick={submit} data-testid="cancel-confirm">
            {t.confirm}
          </Button>
        </HStack>
      }
    >
      <Field.Root invalid={!!error}>
        <Field.Label>{t.reasonLabel}</Field.Label>
        <Wrap gap="2" mb="3">
          {t.reasons.map((r) => (
            <Button key={r} size="lg" variant={reason === r ? 'solid' : 'outline'} onClick={() => (setReason(r), setError(null))}>
              {r}
            </Button>
          ))}
        </Wrap>
        <Textarea
          value={reason}
          maxLength={200}
          placeholder={t.placeholder}
          onChange={(e) => (setReason(e.target.value), setError(null))}
          aria-label={t.reasonLabel}
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <Text mt="3" fontSize="sm" color="fg.muted">
        {t.refundNote}
      </Text>
    </Modal>
  );
}
