import { createFileRoute } from '@tanstack/react-router';
import { getBusinessInfoQueryOptions } from '@/features/store-settings/api/get-business-info';
import { StorePage } from '@/features/store-settings/components/store-page';

export const Route = createFileRoute('/_app/store')({
  loader: async ({ context: { queryClient, storeId } }) => {
    if (storeId)
      await queryClient
        .ensureQueryData(getBusinessInfoQueryOptions({ store_id: storeId }))
        .catch(() => undefined);
  },
  component: StorePage,
});
