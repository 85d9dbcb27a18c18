import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '@/components/not-found';
import { ServiceWorkerHost } from '@/components/service-worker-host';
import { SpinnerOverlay } from '@/components/spinner-overlay';
import { ToastHost } from '@/components/toast-host';
import type { RouterContext } from '@/app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <SpinnerOverlay />
      <ToastHost />
      <ServiceWorkerHost />
    </>
  );
}
