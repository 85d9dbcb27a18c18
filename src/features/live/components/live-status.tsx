import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Palette } from '@/components/ui/palette';
import { ko } from '@/i18n/ko';
import { toHm } from '@/lib/dates';
import { alertPlayer } from '../alert-player';
import { liveState } from '@/state/live';
import { useSelect } from '@/state/use-select';
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
const NOTE_AFTER_MS = 2_000;

/**
 * The one connection indicator: socket connected / reconnecting / offline, with "offline since" and
 * "last updated"; and the sound switch while the browser still keeps audio locked.
 */
export function LiveStatus() {
  const connection = useSelect(liveState, (st) => st.connection);
  const audio = useSelect(liveState, (st) => st.audio);
  const offlineSince = useSelect(liveState, (st) => st.offlineSince);
  const lastUpdated = useSelect(liveState, (st) => st.lastUpdated);
  const stale = useSelect(liveState, (st) => st.stale);
  const pending = useSelect(liveState, (st) => st.pending);
  const t = ko.orders.connection;
  // A phone hides the last-update note while live (live.module.css). Every start is briefly not live
  // (the socket connecting, the saved list shown until the fresh one): shown then, the note put the
  // bar into a third row for a fraction of a second and took it away, moving the whole page. So a
  // phone shows it once the board has not been live for 2 s; the alarm and the badge show at once.
  const live = connection === 'open' && !stale;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(!live), live ? 0 : NOTE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [live]);
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
        <span className={s.note} data-testid="last-updated" data-live={live || !settled ? 'true' : undefined}>
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
