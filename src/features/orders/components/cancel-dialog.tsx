import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { DialogBox } from '@/components/ui/dialog-box';
import { controlClass, fieldErrorClass } from '@/components/ui/form';
import type { Order } from '@/contract';
import { ko } from '@/i18n/ko';
import s from './order-dialogs.module.css';

/** Cancelling needs a reason (the customer is told) and a second, explicit confirmation. */
export function CancelDialog({
  order,
  onClose,
  onCancel,
}: {
  order: Order;
  onClose(): void;
  onCancel(reason: string): void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const t = ko.orders.cancelDialog;
  const submit = () => {
    const r = reason.trim();
    if (!r) {
      setError(t.reasonRequired);
      return;
    }
    onCancel(r);
  };
  const pick = (r: string) => {
    setReason(r);
    setError(null);
  };
  return (
    <DialogBox
      onClose={onClose}
      title={t.title(order.order_no)}
      footer={
        <>
          <Button size="xl" variant="outline" grow onClick={onClose}>
            {t.keep}
          </Button>
          <Button size="xl" palette="red" grow onClick={submit} data-testid="cancel-confirm">
            {t.confirm}
          </Button>
        </>
      }
    >
      <p className={s.label}>{t.reasonLabel}</p>
      <div className={s.reasons}>
        {t.reasons.map((r) => (
          <Button key={r} size="xl" variant={reason === r ? 'solid' : 'outline'} onClick={() => pick(r)}>
            {r}
          </Button>
        ))}
      </div>
      <textarea
        className={cx(controlClass, s.textarea)}
        value={reason}
        maxLength={200}
        placeholder={t.placeholder}
        onChange={(e) => pick(e.target.value)}
        aria-label={t.reasonLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
      <p className={s.hint}>{t.refundNote}</p>
    </DialogBox>
  );
}
