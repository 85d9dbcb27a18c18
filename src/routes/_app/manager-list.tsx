import { createFileRoute } from '@tanstack/react-router';
import { listManagersQueryOptions } from '@/features/people/api/list-managers';
import { ManagerListPage } from '@/features/people/components/manager-list-page';
import { memberSearchSchema } from '@/features/people/search';

export const Route = createFileRoute('/_app/manager-list')({
  validateSearch: memberSearchSchema,
  loaderDeps: ({ search }) => search,
  // Prefetch only: a refusal shows on the screen, not as a failed route.
  loader: ({ context: { queryClient, storeId }, deps }) => {
    if (storeId) void queryClient.prefetchQuery(listManagersQueryOptions({ store_id: storeId, ...deps }));
  },
  component: ManagerListRoute,
});

function ManagerListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ManagerListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
