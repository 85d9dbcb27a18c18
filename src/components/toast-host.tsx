import { useEffect, useSyncExternalStore } from 'react';
import { afterIdle } from '@/lib/idle';
import { loadToastLibrary, onToasterWanted, toasterWanted, wantToaster } from '@/lib/toast';
import { LazyPart, retryableLazy } from './lazy-part';

const Toaster = retryableLazy(
  loadToastLibrary,
  ({ Toaster: T }) =>
    // Spec §9: 3 seconds at the bottom right; react-hot-toast has no progress bar.
    function CounterToaster() {
      return <T position="bottom-right" toastOptions={{ duration: 3000 }} />;
    },
);

/** Mounts the Toaster once a toast is shown, or once the app is idle after its first screen. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, toasterWanted);
  useEffect(() => afterIdle(wantToaster, 2_000), []);
  if (!wanted) return null;
  return (
    <LazyPart parts={[Toaster]}>
      <Toaster />
    </LazyPart>
  );
}
