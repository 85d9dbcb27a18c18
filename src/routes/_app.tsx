import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { startApp } from '@/features/shell/bootstrap';
import { AppShell } from '@/features/shell/components/app-shell';
import { getToken } from '@/lib/session';

/** The authenticated layout (pathless): startup runs here, then every page renders inside the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    // Spec §4: the only authentication check is this one, at startup.
    if (!getToken()) throw redirect({ to: '/login' });
  },
  loader: ({ context: { queryClient } }) => startApp(queryClient),
  // Spec §2: until the app is ready, the loading image shows instead of the shell.
  pendingComponent: LoadingScreen,
  pendingMs: 0,
  component: AppShell,
});
