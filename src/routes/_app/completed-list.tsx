import { createFileRoute } from '@tanstack/react-router';
import { CompletedList } from '@/features/orders/components/completed-list';
import { orderBoardRouteSearch } from '@/features/orders/search';
import { useBoardSearch } from '@/features/orders/use-board-search';

export const Route = createFileRoute('/_app/completed-list')({
  ...orderBoardRouteSearch,
  // Drawn without Chakra: the live screens are the tablet's start-up path (see components/chakra-scope).
  staticData: { plain: true },
  component: Page,
});

function Page() {
  const { search, onSearch } = useBoardSearch('/_app/completed-list');
  return <CompletedList search={search} onSearch={onSearch} />;
}
