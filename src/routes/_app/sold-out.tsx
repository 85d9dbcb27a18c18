import { createFileRoute } from '@tanstack/react-router';
import { productListQueryOptions } from '@/features/menu/api/list-products';
import { SoldOutPage } from '@/features/menu/components/sold-out-page';
import { getStoreId } from '@/lib/session';

export const Route = createFileRoute('/_app/sold-out')({
  loader: async ({ context: { queryClient } }) => {
    const storeId = getStoreId();
    if (storeId) await queryClient.ensureQueryData(productListQueryOptions(storeId)).catch(() => undefined);
  },
  component: SoldOutPage,
});
