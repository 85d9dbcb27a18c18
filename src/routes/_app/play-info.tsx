import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { thisMonthKst } from '@/contract';
import { listPlayInfoQueryOptions } from '@/features/store-settings/api/list-play-info';
import { PlayInfoPage } from '@/features/store-settings/components/play-info-page';

const thisMonth = () => Number(thisMonthKst());
// yyyyMM as a number: the router reads ?month=202611 as a number, and writes it back without quotes.
const searchSchema = z.object({
  month: z._default(
    z.catch(z.coerce.number().check(z.int(), z.minimum(190001), z.maximum(210012)), thisMonth),
    thisMonth,
  ),
});

export const Route = createFileRoute('/_app/play-info')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    if (storeId)
      await queryClient
        .ensureQueryData(listPlayInfoQueryOptions({ store_id: storeId, month: String(deps.month) }))
        .catch(() => undefined);
  },
  component: PlayInfoRoute,
});

function PlayInfoRoute() {
  const { month } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PlayInfoPage
      month={String(month)}
      onMonthChange={(m) => void navigate({ search: { month: Number(m) } })}
    />
  );
}
