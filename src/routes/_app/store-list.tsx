import { createFileRoute } from '@tanstack/react-router';
import { listManagersQueryOptions } from '@/features/people/api/list-managers';
import { StoreMemberListPage } from '@/features/people/components/manager-list-page';
import { storeMemberSearchSchema } from '@/features/people/search';

export const Route = createFileRoute('/_app/store-list')({
  validateSearch: storeMemberSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(listManagersQueryOptions(deps));
  },
  component: StoreListRoute,
});

function StoreListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StoreMemberListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
