import { useSyncExternalStore } from 'react';
import { Badge } from '@/components/ui/badge';
import { elapsedMinutes, formatElapsed } from '@/lib/elapsed';

// One shared clock in 15-second steps: only the badges re-render as time passes, never the cards.
const STEP_MS = 15_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
function subscribe(fn: () => void) {
  listeners.add(fn);
  if (!timer) {
    timer = setInterval(() => {
      for (const l of listeners) l();
    }, STEP_MS);
  }
  return () => {
    listeners.delete(fn);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}
const snapshot = () => Math.floor(Date.now() / STEP_MS) * STEP_MS;

/** How long the order has waited; amber after 10 minutes, red after 20 while still open. */
export function ElapsedBadge({ since, open }: { since: string; open: boolean }) {
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  const minutes = elapsedMinutes(since, t);
  const palette = !open ? 'gray' : minutes >= 20 ? 'red' : minutes >= 10 ? 'orange' : 'gray';
  return (
    <Badge
      palette={palette}
      variant={open && minutes >= 10 ? 'solid' : 'subtle'}
      size="lg"
      data-testid="elapsed"
    >
      {formatElapsed(since, t)}
    </Badge>
  );
}
