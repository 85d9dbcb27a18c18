import { useSnapshot } from 'valtio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Palette } from '@/components/ui/palette';
import { ko } from '@/i18n/ko';
import { toHm } from '@/lib/dates';
import { alertPlayer } from '../alert-player';
import { liveState } from '@/state/live';
import s from './live.module.css';

const PALETTE: Record<string, Palette> = {
  open: 'green',
  connecting: 'yellow',
  reconnecting: 'orange',
  offline: 'red',
  refused: 'red',
  idle: 'gray',
};
const hhmm = (t: number) => toHm(new Date(t));

/**
 * The one connection indicator: socket connected / reconnecting / offline, with "offline since" and
 * "last updated"; and the sound switch while the browser still keeps audio locked.
 */
export function LiveStatus() {
  const { connection, audio, offlineSince, lastUpdated, stale, pending } = useSnapshot(liveState);
  const t = ko.orders.connection;
  return (
    <div className={s.row} data-testid="live-status">
      <Badge
        size="lg"
        palette={PALETTE[connection] ?? 'gray'}
        variant="solid"
        data-testid="connection-status"
        data-status={connection}
      >
        {t[connection]}
      </Badge>
      {offlineSince !== null && connection !== 'open' ? (
        <span className={s.alarm} data-testid="offline-since">
          {t.offlineSince(hhmm(offlineSince))}
        </span>
      ) : null}
      {lastUpdated !== null ? (
        <span
          className={s.note}
          data-testid="last-updated"
          data-live={connection === 'open' && !stale ? 'true' : undefined}
        >
          {t.lastUpdated(hhmm(lastUpdated))}
          {stale ? ` · ${t.stale}` : ''}
        </span>
      ) : null}
      {pending.length ? (
        <Badge palette="yellow" variant="solid" data-testid="pending-count">
          {ko.orders.waiting} {pending.length}
        </Badge>
      ) : null}
      {audio !== 'unlocked' ? (
        <Button
          size="sm"
          palette="orange"
          onClick={() => void alertPlayer.unlock()}
          data-testid="sound-unlock"
        >
          {ko.orders.sound.locked}
        </Button>
      ) : null}
    </div>
  );
}
