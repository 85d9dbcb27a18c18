import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOrderCount } from '@/queries/list-orders';
import { useAppBadge } from './badge';
import { startLiveRoom } from './room';
import { inNextTask } from '@/lib/yield';

/**
 * The live room's one entry point: the authenticated layout renders it once the app is ready, and it
 * lives exactly as long as that layout and its store. It draws nothing.
 */
export function LiveRoom({ storeId }: { storeId: number | null }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (storeId === null) return;
    // Started in a task of its own, after the effects of the board's first render: together they were
    // one long task on a slow tablet. Stopped even if the store changes before it started.
    let stop = () => {};
    const cancel = inNextTask(() => (stop = startLiveRoom(queryClient, storeId)));
    return () => {
      cancel();
      stop();
    };
  }, [queryClient, storeId]);
  useAppBadge(useOrderCount());
  return null;
}
