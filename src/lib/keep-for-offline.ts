/** The cache the service worker answers /uploads/ images from (sw/sw.ts, StaleWhileRevalidate). */
export const UPLOADS_CACHE = 'uploads-v1';

/**
 * Makes sure an uploaded image (the store logo) is in the service worker's cache, so it shows offline.
 * The worker caches what passes through it, but the very first screens after a login load before it
 * controls the page: their images went straight to the network and were never stored (issue 28: a
 * broken logo offline). Same-origin /uploads/ only: that is all the worker serves.
 */
export async function keepForOffline(src: string | null | undefined): Promise<void> {
  if (!src || typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  const url = new URL(src, globalThis.location.href);
  if (url.origin !== globalThis.location.origin || !url.pathname.startsWith('/uploads/')) return;
  try {
    await navigator.serviceWorker.ready;
    const cache = await caches.open(UPLOADS_CACHE);
    if (!(await cache.match(url.href))) await cache.add(url.href);
  } catch {
    // Offline or out of quota: the worker stores it the next time it passes through.
  }
}
