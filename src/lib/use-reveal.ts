import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` is, but the first time only after a transition render: a big first screen (the
 * shell with the order board, the login card) is then rendered in slices React yields between,
 * instead of one long task that keeps the tablet from answering a tap. Later changes are immediate.
 */
export function useRevealInTransition(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return ready && shown;
}
