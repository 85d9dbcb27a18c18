import { lazy, Suspense, useEffect, useState } from 'react';
import { afterIdle } from '@/lib/idle';

const PwaUpdatePrompt = lazy(() =>
  import('./pwa-update-prompt').then((m) => ({ default: m.PwaUpdatePrompt })),
);

/**
 * Registers the service worker (and shows its update prompt) once the first screen is up and the page
 * is idle: workbox-window and the registration's own requests do not compete with the first paint.
 * A first visit is therefore controlled a moment later; every later start is served by the worker.
 */
export function ServiceWorkerHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterIdle(() => setReady(true), 500), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PwaUpdatePrompt />
    </Suspense>
  );
}
