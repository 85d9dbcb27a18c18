import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { useSelect } from '@/state/use-select';
import { ServiceWorkerHost } from '@/components/service-worker-host';
import { SpinnerOverlay } from '@/components/spinner-overlay';
import { ToastHost } from '@/components/toast-host';
import type { RouterContext } from '@/app/router-context';
import { liveState } from '@/state/live';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Loaded when a path is unknown: the first screens never need it (the service worker has it offline).
  notFoundComponent: lazyRouteComponent(() => import('@/components/not-found'), 'NotFound'),
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <SpinnerOverlay />
      <ToastHost />
      <UpdateHost />
    </>
  );
}

/** The update prompt waits while a new order is unacknowledged (the live room's state). */
function UpdateHost() {
  const held = useSelect(liveState, (st) => st.unacked.length > 0);
  return <ServiceWorkerHost held={held} />;
}
