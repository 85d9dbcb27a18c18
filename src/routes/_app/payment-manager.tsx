import { createFileRoute } from '@tanstack/react-router';
import { listPaymentsQueryOptions } from '@/features/money/api/list-payments';
import { PaymentManagerPage } from '@/features/money/components/payment-manager-page';
import { paymentSearchSchema } from '@/features/money/search';
import { getStoreId } from '@/lib/session';

export const Route = createFileRoute('/_app/payment-manager')({
  validateSearch: paymentSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const storeId = getStoreId();
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId) await queryClient.ensureQueryData(listPaymentsQueryOptions({ store_id: storeId, ...deps })).catch(() => undefined);
  },
  component: PaymentManagerRoute,
});

function PaymentManagerRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PaymentManagerPage search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
