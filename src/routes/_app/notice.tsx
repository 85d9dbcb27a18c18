import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { pageNo } from '@/contract';
import { listNoticesQueryOptions } from '@/features/store-settings/api/list-notices';
import { NoticePage } from '@/features/store-settings/components/notice-page';

const searchSchema = z.object({ page_no: z._default(z.catch(pageNo, 1), 1) });

export const Route = createFileRoute('/_app/notice')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    if (storeId)
      await queryClient
        .ensureQueryData(listNoticesQueryOptions({ store_id: storeId, page_no: deps.page_no }))
        .catch(() => undefined);
  },
  component: NoticeRoute,
});

function NoticeRoute() {
  const { page_no } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <NoticePage pageNo={page_no} onPageChange={(p) => void navigate({ search: { page_no: p } })} />;
}
