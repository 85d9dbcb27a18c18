import { createFileRoute } from '@tanstack/react-router';
import { LiveOrderList } from '@/features/orders/components/live-order-list';
import { orderBoardRouteSearch, type OrderBoardSearch } from '@/features/orders/search';

export const Route = createFileRoute('/_app/order-list')({
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
  return <LiveOrderList search={search} onSearch={onSearch} />;
}
