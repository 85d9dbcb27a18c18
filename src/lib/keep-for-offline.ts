/**
 * Makes sure an uploaded image (the store logo) is in the service worker's cache, so it shows offline.
 * The worker caches the /uploads/ images that pass through it (sw/sw.ts, StaleWhileRevalidate), but the
 * very first screens after a login load before it controls the page: their images went straight to the
 * network and were never stored (issue 28: a broken logo offline). So once the worker controls the
 * page, an image no cache holds yet is fetched again through it, and the worker stores it as it does
 * any other. Same-origin /uploads/ only: that is all the worker serves.
 */
export async function keepForOffline(src: string | null | undefined): Promise<void> {
  if (!src || typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  const url = new URL(src, globalThis.location.href);
  if (url.origin !== globalThis.location.origin || !url.pathname.startsWith('/uploads/')) return;
  try {
    if (await caches.match(url.href)) return;
    const sw = navigator.serviceWorker;
    await sw.ready;
    if (!sw.controller)
      await new Promise((resolve) => sw.addEventListener('controllerchange', resolve, { once: true }));
    await fetch(url.href);
  } catch {
    // Offline or out of quota: the worker stores it the next time it passes through.
  }
}
