import { createFileRoute } from '@tanstack/react-router';
import { listCustomersQueryOptions } from '@/features/people/api/list-customers';
import { CustomerListPage } from '@/features/people/components/customer-list-page';
import { customerSearchSchema } from '@/features/people/search';

export const Route = createFileRoute('/_app/customer-manager')({
  validateSearch: customerSearchSchema,
  loaderDeps: ({ search: { keyword, page_no } }) => ({ keyword, page_no }),
  loader: ({ context: { queryClient, storeId }, deps }) => {
    if (storeId) void queryClient.prefetchQuery(listCustomersQueryOptions({ store_id: storeId, ...deps }));
  },
  component: CustomerManagerRoute,
});

function CustomerManagerRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomerListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
