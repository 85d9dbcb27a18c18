import { createFileRoute } from '@tanstack/react-router';
import { listPaymentsQueryOptions } from '@/features/money/api/list-payments';
import { PaymentListPage, paymentManagerList } from '@/features/money/components/payment-list-page';
import { paymentSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/payment-manager')({
  validateSearch: paymentSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient
        .ensureQueryData(listPaymentsQueryOptions({ store_id: storeId, ...deps }))
        .catch(() => undefined);
  },
  component: PaymentManagerRoute,
});

function PaymentManagerRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PaymentListPage
      config={paymentManagerList}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) })}
    />
  );
}
