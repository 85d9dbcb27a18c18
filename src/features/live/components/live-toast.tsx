import { Button } from '@/components/ui/button';
import { ko } from '@/i18n/ko';
import toast from '@/lib/toast';
import s from './live.module.css';

/**
 * A socket notification's title and body, as text (never as HTML). A failed print's toast (cmd 131)
 * stays (`persist`) until "닫기" or until "다시 인쇄" has sent its tickets again; what that calls loads
 * only when tapped (the board's first load stays small).
 */
export function LiveToast({
  title,
  body,
  reprintOrderId,
  reprintPrinterId,
  persist,
  toastId,
}: {
  title: string;
  body: string;
  reprintOrderId?: number;
  reprintPrinterId?: number;
  persist?: true;
  toastId?: string | undefined;
}) {
  return (
    <div data-testid="live-toast">
      {title ? <p className={s.toastTitle}>{title}</p> : null}
      {body ? <p className={s.toastBody}>{body}</p> : null}
      {reprintOrderId || (persist && toastId) ? (
        <div className={s.toastActions}>
          {reprintOrderId ? (
            <Button
              size="sm"
              palette="teal"
              onClick={() =>
                void import('../reprint').then((m) =>
                  m.reprintOrder(reprintOrderId, reprintPrinterId, toastId),
                )
              }
            >
              {ko.orders.info.reprint}
            </Button>
          ) : null}
          {persist && toastId ? (
            <Button size="sm" variant="outline" onClick={() => toast.dismiss(toastId)}>
              {ko.orders.toastClose}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
