import { AlertBox } from '@/components/ui/alert-box';
import { Button } from '@/components/ui/button';
import { ko } from '@/i18n/ko';
import { formatDateTime } from '@/lib/format';
import { dismissFailure, liveState } from '@/state/live';
import { useSelect } from '@/state/use-select';
import s from './orders.module.css';

/** Replays the server refused (e.g. the customer cancelled meanwhile): shown until someone reads them. */
export function FailedActions() {
  const failed = useSelect(liveState, (st) => st.failed);
  if (!failed.length) return null;
  return (
    <div className={s.stack} data-testid="failed-actions">
      {failed.map((f) => (
        <AlertBox
          key={f.id}
          status="warning"
          title={`${ko.orders.failedTitle} · ${formatDateTime(new Date(f.at))}`}
          action={
            <Button variant="outline" onClick={() => dismissFailure(f.id)}>
              {ko.orders.dismiss}
            </Button>
          }
        >
          {ko.orders.toast.refused(f.orderNo, f.message)}
        </AlertBox>
      ))}
    </div>
  );
}
