// First, for its side effect: start reading the saved session before anything else is evaluated.
import '@/lib/warm-start';
// The base styles first: they declare the cascade layers Chakra's styles join later.
import '@/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { RouteError, RoutePending } from '@/components/route-status';
import { setLoginNavigator } from '@/lib/api-client';
import { mirrorSessionToDevice } from '@/lib/device-session';
import { persistOrderLists } from '@/lib/persist-orders';
import { createQueryClient } from '@/lib/query-client';
import { routeTree } from '@/routeTree.gen';
import '@/styles/print.css';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  // Loaders only ensure TanStack Query data; Query decides freshness, so the router never caches preloads.
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /**
     * The screen is drawn without Chakra UI (the live order screens): the shell does not load
     * Chakra for it. Every other screen inside the shell gets a ChakraScope.
     */
    plain?: boolean;
  }
}

// The opening screen's code (its layout and page chunks) starts loading right after this module has
// run, alongside the start-up work, instead of after the session check: the installed app opens
// straight onto /order-list. A task of its own: requesting a dozen chunks costs the slow tablet
// ~40 ms it should not add to the long task that evaluates the app.
setTimeout(() => {
  for (const route of router.getMatchedRoutes(globalThis.location.pathname)[0])
    void router.loadRouteChunk(route)?.catch(() => undefined);
}, 0);

mirrorSessionToDevice();
persistOrderLists(queryClient);

// Session end (9994/9991) leaves for /login through the router, without a full reload.
setLoginNavigator(() => void router.navigate({ to: '/login' }));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
