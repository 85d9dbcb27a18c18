import { createFileRoute } from '@tanstack/react-router';
import { LiveOrderList } from '@/features/orders/components/live-order-list';
import { orderBoardRouteSearch } from '@/features/orders/search';
import { useBoardSearch } from '@/features/orders/use-board-search';

export const Route = createFileRoute('/_app/order-list')({
  ...orderBoardRouteSearch,
  // Drawn without Chakra: the live screens are the tablet's start-up path (see components/chakra-scope).
  staticData: { plain: true },
  component: Page,
});

function Page() {
  const { search, onSearch } = useBoardSearch('/_app/order-list');
  return <LiveOrderList search={search} onSearch={onSearch} />;
}
