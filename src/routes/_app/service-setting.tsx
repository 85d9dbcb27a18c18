import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageNo } from '@/contract';
import { getServiceSettingQueryOptions } from '@/features/store-settings/api/get-service-setting';
import { ServiceSettingPage } from '@/features/store-settings/components/service-setting-page';
import { getStoreId } from '@/lib/session';

const searchSchema = z.object({
  page_no: pageNo.catch(1).default(1),
  keyword: z.coerce.string().trim().max(100).catch('').default(''),
});

export const Route = createFileRoute('/_app/service-setting')({
  validateSearch: searchSchema,
  loader: async ({ context: { queryClient } }) => {
    const storeId = getStoreId();
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
