/**
 * Where the backend lives. VITE_API_BASE points an installed PWA at another backend; empty means the
 * page's own origin (the reference server serves both the app and the API).
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '').trim().replace(/\/+$/, '');

export function apiUrl(path: string, base: string = API_BASE): string {
  return `${base}/api/${path.replace(/^\/+/, '')}`;
}

/**
 * The live socket's URL: same host (and path prefix) as the API, ws:// or wss:// to match http/https,
 * with storeId and token as query parameters (spec §7).
 */
export function socketUrl(
  params: { storeId: number; token: string },
  base: string = API_BASE,
  pageHref: string = globalThis.location.href,
): string {
  const url = new URL(`${base}/ws`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('storeId', String(params.storeId));
  url.searchParams.set('token', params.token);
  return url.toString();
}
