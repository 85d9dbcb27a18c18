import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOrderCount } from '@/queries/list-orders';
import { useAppBadge } from './badge';
import { startLiveRoom } from './room';

/**
 * The live room's one entry point: the authenticated layout renders it once the app is ready, and it
 * lives exactly as long as that layout and its store. It draws nothing.
 */
export function LiveRoom({ storeId }: { storeId: number | null }) {
  const queryClient = useQueryClient();
  useEffect(
    () => (storeId === null ? undefined : startLiveRoom(queryClient, storeId)),
    [queryClient, storeId],
  );
  useAppBadge(useOrderCount());
  return null;
}
