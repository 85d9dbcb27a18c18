/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { API_FALLBACK_PATHS, apiFallback, clearApiFallback } from './api-fallback';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// registerType 'prompt': a new worker waits until the page asks it to take over (the update toast).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'LOGOUT') {
    event.waitUntil(clearApiFallback());
  }
});

// Control the open page as soon as this worker activates (first install, or after the manager agreed
// to an update), so the startup answers start being kept for an offline start right away.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every app route is the single-page shell; the API, the socket and uploaded files never are.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/uploads(\/|$)/],
  }),
);

// Startup POSTs that must answer offline (see api-fallback.ts). Every other /api call goes straight
// to the network: nothing else is cached.
registerRoute(
  ({ url, request }) =>
    request.method === 'POST' &&
    url.origin === self.location.origin &&
    API_FALLBACK_PATHS.includes(url.pathname),
  ({ request }) => apiFallback(request),
  'POST',
);

// Store logos and menu photos: shown offline from the last copy, refreshed in the background.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new StaleWhileRevalidate({ cacheName: 'uploads-v1' }),
);
