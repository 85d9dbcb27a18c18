import type { QueryClient } from '@tanstack/react-query';

/**
 * What every route's beforeLoad/loader receives. The authenticated layout (routes/_app.tsx) adds the
 * store id for its children, as TanStack Router's examples carry data down the context.
 */
export interface RouterContext {
  queryClient: QueryClient;
}
