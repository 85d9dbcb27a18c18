import { createFileRoute } from '@tanstack/react-router';
import { getStoreHoursQueryOptions } from '@/features/store-settings/api/get-store-hours';
import { OpeningHoursPage } from '@/features/store-settings/components/opening-hours-page';

export const Route = createFileRoute('/_app/opening-hours')({
  loader: async ({ context: { queryClient, storeId } }) => {
    if (storeId)
      await queryClient
        .ensureQueryData(getStoreHoursQueryOptions({ store_id: storeId }))
        .catch(() => undefined);
  },
  component: OpeningHoursPage,
});
