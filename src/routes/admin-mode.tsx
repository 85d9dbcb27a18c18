import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { storeListQueryOptions } from '@/features/admin-mode/api/list-stores';
import { ChakraScope } from '@/components/chakra-scope';
import { AdminModePage } from '@/features/admin-mode/components/admin-mode-page';
import { STORE_SEARCH_DEFAULTS, storeSearchSchema } from '@/features/admin-mode/search';
import { tokenInfoQueryOptions } from '@/queries/get-token-info';
import { getToken } from '@/lib/session';

export const Route = createFileRoute('/admin-mode')({
  validateSearch: storeSearchSchema,
  search: { middlewares: [stripSearchParams(STORE_SEARCH_DEFAULTS)] },
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(tokenInfoQueryOptions()),
      queryClient.ensureQueryData(storeListQueryOptions(deps)),
    ]),
  component: AdminModeRoute,
});

function AdminModeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ChakraScope>
      <AdminModePage search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </ChakraScope>
  );
}
