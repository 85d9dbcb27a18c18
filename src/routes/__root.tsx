import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'react-hot-toast';
import { NotFound } from '@/components/not-found';
import { PwaUpdatePrompt } from '@/components/pwa-update-prompt';
import { SpinnerOverlay } from '@/components/spinner-overlay';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <SpinnerOverlay />
      {/* Spec §9: toasts last 3 seconds at the bottom right (react-hot-toast has no progress bar). */}
      <Toaster position="bottom-right" toastOptions={{ duration: 3000 }} />
      <PwaUpdatePrompt />
    </>
  );
}
