import { useRegisterSW } from 'virtual:pwa-register/react';
import { ko } from '@/i18n/ko';
import { Button } from './ui/button';
import s from './pwa-update-prompt.module.css';

/**
 * The new worker takes control (skipWaiting + clientsClaim), then the page reloads into the new
 * build. The reload is tied to controllerchange here rather than left to the register helper, which
 * does not always see an update it did not install itself.
 */
function applyUpdate(updateServiceWorker: (reload?: boolean) => Promise<void>) {
  globalThis.navigator?.serviceWorker?.addEventListener(
    'controllerchange',
    () => globalThis.location.reload(),
    { once: true },
  );
  void updateServiceWorker(true);
}

/**
 * registerType 'prompt': a new version waits until the user agrees to reload into it. This module
 * also registers the service worker; the root mounts it once the first screen is up (ServiceWorkerHost).
 */
export function PwaUpdatePrompt({ held }: { held: boolean }) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // The counter tablet keeps one page open all day: look for a new version every 30 minutes.
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), 30 * 60_000);
    },
  });
  if (!needRefresh) return null;
  // Never reload into a new version over a new order nobody has looked at yet (`held`).
  const blocked = held;
  return (
    <div role="alert" className={s.bar}>
      <span>{blocked ? ko.pwa.updateAfterOrders : ko.pwa.updateReady}</span>
      <Button
        size="sm"
        palette="teal"
        disabled={blocked}
        onClick={() => applyUpdate(updateServiceWorker)}
        data-testid="pwa-update"
      >
        {ko.pwa.update}
      </Button>
      <Button size="sm" variant="ghost" className={s.later} onClick={() => setNeedRefresh(false)}>
        {ko.pwa.later}
      </Button>
    </div>
  );
}
