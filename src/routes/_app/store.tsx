import { createFileRoute } from '@tanstack/react-router';
import { getBusinessInfoQueryOptions } from '@/features/store-settings/api/get-business-info';
import { StorePage } from '@/features/store-settings/components/store-page';
import { getStoreId } from '@/lib/session';

export const Route = createFileRoute('/_app/store')({
  loader: async ({ context: { queryClient } }) => {
    const storeId = getStoreId();
    if (storeId)
      await queryClient
        .ensureQueryData(getBusinessInfoQueryOptions({ store_id: storeId }))
        .catch(() => undefined);
  },
  component: StorePage,
});
