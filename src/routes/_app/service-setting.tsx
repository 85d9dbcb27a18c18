import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { pageNo } from '@/contract';
import { getServiceSettingQueryOptions } from '@/features/store-settings/api/get-service-setting';
import { ServiceSettingPage } from '@/features/store-settings/components/service-setting-page';

const searchSchema = z.object({
  page_no: z._default(z.catch(pageNo, 1), 1),
  keyword: z._default(z.catch(z.coerce.string().check(z.trim(), z.maxLength(100)), ''), ''),
});

export const Route = createFileRoute('/_app/service-setting')({
  validateSearch: searchSchema,
  loader: async ({ context: { queryClient, storeId } }) => {
    if (storeId)
      await queryClient
        .ensureQueryData(getServiceSettingQueryOptions({ store_id: storeId }))
        .catch(() => undefined);
  },
  component: ServiceSettingRoute,
});

function ServiceSettingRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServiceSettingPage
      pageNo={search.page_no}
      keyword={search.keyword}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
