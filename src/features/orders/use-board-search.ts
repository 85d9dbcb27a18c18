import { getRouteApi } from '@tanstack/react-router';
import type { OrderBoardSearch } from './search';

/** The three order boards' routes; each reads and writes its own search the same way. */
type BoardPath = '/_app/order-list' | '/_app/completed-list' | '/_app/reservation-list';

/** A board's search and its change handler (replacing the history entry, so filters do not pile up). */
export function useBoardSearch(path: BoardPath) {
  const route = getRouteApi(path);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearch = (next: Partial<OrderBoardSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  return { search, onSearch };
}
