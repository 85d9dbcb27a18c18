import { createFileRoute } from '@tanstack/react-router';
import { can } from '@/contract';
import { tokenInfoQueryOptions } from '@/queries/get-token-info';
import { listDeliverymenQueryOptions } from '@/features/people/api/list-deliverymen';
import { DeliveryMenPage } from '@/features/people/components/delivery-men-page';
import { deliverySearchSchema } from '@/features/people/search';

export const Route = createFileRoute('/_app/delivery-men')({
  validateSearch: deliverySearchSchema,
  loader: ({ context: { queryClient, storeId } }) => {
    // The screen's one rule (the shell shows a notice instead to anyone else): no call without it.
    const manager = queryClient.getQueryData(tokenInfoQueryOptions().queryKey);
    if (storeId && can(manager, 'manageDeliveryMen'))
      void queryClient.prefetchQuery(listDeliverymenQueryOptions({ store_id: storeId }));
  },
  component: DeliveryMenRoute,
});

function DeliveryMenRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DeliveryMenPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
