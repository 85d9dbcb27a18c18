/// <reference lib="webworker" />
/**
 * Startup calls that must answer offline: the code list, token info and store info. They are POSTs,
 * which Cache Storage cannot key, so each good answer is stored under a synthetic GET URL built from
 * the path, a hash of the body (store_id…) and the manager the token belongs to — never serving one
 * manager's or one store's data to another. Network first (3 s budget), then the last good answer.
 * No other POST is ever cached.
 */
export const API_FALLBACK_PATHS = ['/api/common/code/list', '/api/store/token/info', '/api/store/info'];
export const API_CACHE = 'api-fallback-v1';
const NETWORK_BUDGET_MS = 3_000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The manager id in the bearer token's payload (unverified: it only partitions this device's cache). */
export function managerOf(authorization: string | null): string {
  const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    const payload = token.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'number' ? String(json.sub) : 'anon';
  } catch {
    return 'anon';
  }
}

export async function cacheKey(request: Request, body: string): Promise<string> {
  const url = new URL(request.url);
  return `${url.origin}/__api-fallback${url.pathname}?m=${managerOf(request.headers.get('authorization'))}&b=${await sha256(body)}`;
}

export async function apiFallback(request: Request): Promise<Response> {
  const body = await request.clone().text();
  const key = await cacheKey(request, body);
  const cache = await caches.open(API_CACHE);
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('network budget')), NETWORK_BUDGET_MS),
      ),
    ]);
    if (response.ok) {
      const copy = response.clone();
      // Only successful envelopes (code 0) are worth replaying.
      void copy
        .json()
        .then((json: { code?: unknown }) => {
          if (json.code === 0)
            return cache.put(
              key,
              new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }),
            );
          return undefined;
        })
        .catch(() => undefined);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) {
      const headers = new Headers(cached.headers);
      headers.set('x-served-from', 'sw-cache');
      return new Response(cached.body, { status: 200, headers });
    }
    throw error;
  }
}

/** Logout (or a changed manager) empties the fallback answers. */
export async function clearApiFallback(): Promise<void> {
  await caches.delete(API_CACHE);
}
