import { useEffect, useState } from 'react';
import { afterIdle } from '@/lib/idle';
import { LazyPart, retryableLazy } from './lazy-part';

const PwaUpdatePrompt = retryableLazy(
  () => import('./pwa-update-prompt'),
  (m) => m.PwaUpdatePrompt,
);

/**
 * Registers the service worker (and shows its update prompt) once the first screen is up and the page
 * is idle: workbox-window and the registration's own requests do not compete with the first paint.
 * A first visit is therefore controlled a moment later; every later start is served by the worker.
 * `held`: an update must wait (the root passes "a new order nobody has looked at yet").
 */
export function ServiceWorkerHost({ held }: { held: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterIdle(() => setReady(true), 500), []);
  if (!ready) return null;
  return (
    <LazyPart parts={[PwaUpdatePrompt]}>
      <PwaUpdatePrompt held={held} />
    </LazyPart>
  );
}
