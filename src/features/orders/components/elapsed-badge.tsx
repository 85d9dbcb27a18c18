import { Badge } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { elapsedMinutes, formatElapsed } from '@/lib/elapsed';

// One shared minute clock: only the badges re-render each minute, never the cards around them.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
function subscribe(fn: () => void) {
  listeners.add(fn);
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 30_000);
  }
  return () => {
    listeners.delete(fn);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}
const snapshot = () => now;

/** How long the order has waited; amber after 10 minutes, red after 20 while still open. */
export function ElapsedBadge({ since, open }: { since: string; open: boolean }) {
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  const minutes = elapsedMinutes(since, Math.max(t, Date.now() - 60_000));
  const palette = !open ? 'gray' : minutes >= 20 ? 'red' : minutes >= 10 ? 'orange' : 'gray';
  return (
    <Badge colorPalette={palette} variant={open && minutes >= 10 ? 'solid' : 'subtle'} size="lg" data-testid="elapsed">
      {formatElapsed(since, Math.max(t, Date.now() - 60_000))}
    </Badge>
  );
}
