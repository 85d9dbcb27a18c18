import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { liveLogout } from '@/features/live/logout';
import { setLoginNavigator, setSpinnerHooks } from '@/lib/api-client';
import { mirrorSessionToDevice } from '@/lib/device-session';
import { persistOrderLists } from '@/features/live/persist-orders';
import { addLogoutParticipant } from '@/lib/logout-participants';
import { beginSpinner, endSpinner } from '@/state/store';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Composes the app as bulletproof-react's app/ does: one query client, the router over it, and the
 * start-up wiring that needs both. main.tsx only mounts what this returns.
 */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  // The opening screen's code (its layout and page chunks) starts loading right after this module has
  // run, alongside the start-up work, instead of after the session check: the installed app opens
  // straight onto /order-list. A task of its own: requesting a dozen chunks costs the slow tablet
  // ~40 ms it should not add to the long task that evaluates the app.
  setTimeout(() => {
    for (const route of router.getMatchedRoutes(globalThis.location.pathname)[0])
      void router.loadRouteChunk(route)?.catch(() => undefined);
  }, 0);

  mirrorSessionToDevice();
  addLogoutParticipant(persistOrderLists(queryClient));
  addLogoutParticipant(liveLogout);

  // What a person started covers the screen (the spinner overlay counts it in the app's state).
  setSpinnerHooks({ begin: beginSpinner, end: endSpinner });
  // Session end (9994/9991) leaves for /login through the router, without a full reload.
  setLoginNavigator(() => void router.navigate({ to: '/login' }));

  function App() {
    return (
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>
    );
  }
  return { App, queryClient, router };
}
