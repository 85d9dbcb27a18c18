import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError, RoutePending } from '@/components/route-status';
import { routeTree } from '@/routeTree.gen';

/** The app's router: file routes (src/routes), with the query client in every route's context. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Loaders only ensure TanStack Query data; Query decides freshness, so the router never caches preloads.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * The screen is drawn without Chakra UI (the live order screens): the shell does not load
     * Chakra for it. Every other screen inside the shell gets a ChakraScope.
     */
    plain?: boolean;
  }
}
