import { createFileRoute } from '@tanstack/react-router';
import { productListQueryOptions } from '@/features/menu/api/list-products';
import { SoldOutPage } from '@/features/menu/components/sold-out-page';

export const Route = createFileRoute('/_app/sold-out')({
  loader: async ({ context: { queryClient, storeId } }) => {
    if (storeId) await queryClient.ensureQueryData(productListQueryOptions(storeId)).catch(() => undefined);
  },
  component: SoldOutPage,
});
