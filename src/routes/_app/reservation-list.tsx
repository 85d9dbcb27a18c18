import { createFileRoute } from '@tanstack/react-router';
import { ReservationList } from '@/features/orders/components/reservation-list';
import { orderBoardRouteSearch, type OrderBoardSearch } from '@/features/orders/search';

export const Route = createFileRoute('/_app/reservation-list')({
  ...orderBoardRouteSearch,
  // Drawn without Chakra: the live screens are the tablet's start-up path (see components/chakra-scope).
  staticData: { plain: true },
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<OrderBoardSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  return <ReservationList search={search} onSearch={onSearch} />;
}
