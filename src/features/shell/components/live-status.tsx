import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { ko } from '@/i18n/ko';
import { toHm } from '@/lib/dates';
import { alertPlayer } from '@/lib/alert-player';
import { appState } from '@/state/store';
import { liveState } from '@/state/live';

const PALETTE: Record<string, string> = {
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
  const { connection } = useSnapshot(appState);
  const { audio, offlineSince, lastUpdated, stale, pending } = useSnapshot(liveState);
  const t = ko.orders.connection;
  return (
    <HStack gap="2" data-testid="live-status">
      <Badge
        size="lg"
        colorPalette={PALETTE[connection] ?? 'gray'}
        variant="solid"
        data-testid="connection-status"
        data-status={connection}
      >
        {t[connection]}
      </Badge>
      {offlineSince !== null && connection !== 'open' ? (
        <Text fontSize="sm" color="red.fg" data-testid="offline-since">
          {t.offlineSince(hhmm(offlineSince))}
        </Text>
      ) : null}
      {lastUpdated !== null ? (
        <Text fontSize="sm" color="fg.muted" data-testid="last-updated">
          {t.lastUpdated(hhmm(lastUpdated))}
          {stale ? ` · ${t.stale}` : ''}
        </Text>
      ) : null}
      {pending.length ? (
        <Badge colorPalette="yellow" variant="solid" data-testid="pending-count">
          {ko.orders.waiting} {pending.length}
        </Badge>
      ) : null}
      {audio !== 'unlocked' ? (
        <Button
          size="sm"
          colorPalette="orange"
          variant="solid"
          title={ko.orders.sound.lockedHint}
          onClick={() => void alertPlayer.unlock()}
          data-testid="sound-unlock"
        >
          {ko.orders.sound.locked}
        </Button>
      ) : null}
    </HStack>
  );
}
