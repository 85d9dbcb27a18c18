import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSelect } from '@/state/use-select';
import { LoadingScreen } from '@/components/loading-screen';
import { startApp } from '@/features/shell/bootstrap';
import { LiveStatus } from '@/features/live/components/live-status';
import { LiveRoom } from '@/features/live/live-room';
import { AppShell } from '@/features/shell/components/app-shell';
import { getStoreId, getToken } from '@/lib/session';
import { restoreDeviceSession } from '@/lib/device-session';
import { appState } from '@/state/store';

/** The authenticated layout (pathless): startup runs here, then every page renders inside the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async () => {
    // Spec §4: the only authentication check is this one, at startup. A reopened app on the tablet
    // gets its still-valid session back from the device (see lib/device-session).
    if (!getToken() && !(await restoreDeviceSession())) throw redirect({ to: '/login' });
    // The store this tablet works on, in every child route's context (re-read on each navigation, so an
    // admin-mode pick is seen at once); start-up (the loader) confirms it against token info.
    return { storeId: getStoreId() };
  },
  loader: ({ context: { queryClient } }) => startApp(queryClient),
  // Spec §2: until the app is ready, the loading image shows instead of the shell.
  pendingComponent: LoadingScreen,
  pendingMs: 0,
  // The loading image is the splash index.html already paints: it need not stay up for the router's
  // default minimum of 500 ms (which held the shell back that long on every cold start).
  pendingMinMs: 0,
  component: AuthenticatedLayout,
});

/** The shell around every page, and the live room (socket, refresh, alerts, outbox) for the store. */
function AuthenticatedLayout() {
  const ready = useSelect(appState, (st) => st.app_ready);
  const storeId = useSelect(appState, (st) => st.store_id);
  return (
    <>
      <LiveRoom storeId={ready ? storeId : null} />
      <AppShell status={<LiveStatus />} />
    </>
  );
}
