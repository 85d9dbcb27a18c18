import { useEffect, useSyncExternalStore } from 'react';
import { afterIdle } from '@/lib/idle';
import { onToasterWanted, toasterWanted, wantToaster } from '@/lib/toast';
import { LazyPart, retryableLazy } from './lazy-part';

// The toaster and the library it draws with load together, on the first toast or once idle.
const Toaster = retryableLazy(
  () => import('./counter-toaster'),
  (m) => m.CounterToaster,
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
