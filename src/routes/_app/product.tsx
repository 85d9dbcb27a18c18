import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { optionalId } from '@/contract';
import { productListQueryOptions } from '@/features/menu/api/list-products';
import { ProductPage } from '@/features/menu/components/product-page';

const searchSchema = z.object({ group_id: z.catch(optionalId, undefined) });

export const Route = createFileRoute('/_app/product')({
  validateSearch: searchSchema,
  loader: async ({ context: { queryClient, storeId } }) => {
    // A failed load is shown by the screen itself (its Korean message), not as a route error.
    if (storeId) await queryClient.ensureQueryData(productListQueryOptions(storeId)).catch(() => undefined);
  },
  component: ProductRoute,
});

function ProductRoute() {
  const { group_id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductPage
      groupId={group_id}
      onGroupChange={(id) => void navigate({ search: { group_id: id }, replace: true })}
    />
  );
}
