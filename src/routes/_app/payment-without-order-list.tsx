import { createFileRoute } from '@tanstack/react-router';
import { listPaymentsWithoutOrderQueryOptions } from '@/features/money/api/list-payments-without-order';
import { PaymentListPage, paymentWithoutOrderList } from '@/features/money/components/payment-list-page';
import { rangeSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/payment-without-order-list')({
  validateSearch: rangeSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient
        .ensureQueryData(listPaymentsWithoutOrderQueryOptions({ store_id: storeId, ...deps }))
        .catch(() => undefined);
  },
  component: PaymentWithoutOrderListRoute,
});

function PaymentWithoutOrderListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PaymentListPage
      config={paymentWithoutOrderList}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) })}
    />
  );
}
