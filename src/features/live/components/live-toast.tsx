import { Button } from '@/components/ui/button';
import { ko } from '@/i18n/ko';
import s from './live.module.css';

/**
 * A socket notification's title and body, as text (never as HTML). A failed print's toast (cmd 131)
 * has a "다시 인쇄" button; what it calls loads only when tapped (the board's first load stays small).
 */
export function LiveToast({
  title,
  body,
  reprintOrderId,
}: {
  title: string;
  body: string;
  reprintOrderId?: number;
}) {
  return (
    <div data-testid="live-toast">
      {title ? <p className={s.toastTitle}>{title}</p> : null}
      {body ? <p className={s.toastBody}>{body}</p> : null}
      {reprintOrderId ? (
        <Button
          size="sm"
          palette="teal"
          className={s.toastAction}
          onClick={() => void import('../reprint').then((m) => m.reprintOrder(reprintOrderId))}
        >
          {ko.orders.info.reprint}
        </Button>
      ) : null}
    </div>
  );
}
