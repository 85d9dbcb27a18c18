import { useRef } from 'react';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { ErrorCode, type CallRequest } from '@/contract';
import {
  apiPost,
  isApiError,
  type ApiBody,
  type ApiCall,
  type ApiData,
  type ApiError,
  type ApiOptions,
} from '@/lib/api-client';
import { newIntentKey } from '@/lib/intent-key';
import toast from '@/lib/toast';

/** A write that is not a plain JSON call (multipart, a call that reads the envelope): gets the options to pass on. */
export type WriteFetcher<D, B> = (body: B, options: ApiOptions) => Promise<D>;

export interface ApiMutationOptions<D, B> {
  /** Key prefixes refetched after a success (awaited before `onSuccess`, so a closing dialog shows fresh data). */
  invalidates?: readonly QueryKey[] | ((data: D | undefined, body: B) => readonly QueryKey[]);
  /** Refetch `invalidates` after a 9009 conflict or 9004 not found too: someone else changed it first. */
  onConflictInvalidate?: boolean;
  /** Show the write in the cache at once; the old data is put back if the write fails. */
  optimistic?: { queryKey: QueryKey; update(old: unknown, body: B): unknown };
  /**
   * Send an Idempotency-Key, one per intent, kept here: the same body again (a double tap, a retry after a
   * network error) reuses the key and applies once; another body or a new attempt after a success gets a
   * new one (the server binds a key to account + call + body and answers 422 to any other use).
   */
  idempotent?: boolean;
  /** Put the answer into the cache (or client state) before the invalidation runs. */
  setData?: (queryClient: QueryClient, data: D, body: B) => void;
  onSuccess?: (data: D, body: B) => void;
  onError?: (error: ApiError, body: B) => void;
  /** Toast the server's Korean message on an error (default true; the session-end alert is never repeated). */
  toastError?: boolean;
}

/** The options of a contract call's write hook (what a feature's api file takes from its callers). */
export type WriteOptions<C extends ApiCall> = ApiMutationOptions<ApiData<C>, CallRequest<C>>;

export type ApiMutation<D, B> = UseMutationResult<D, ApiError, B, { previous: unknown } | undefined> & {
  /** The server's per-field messages of the last error ({} when none): shown next to the fields. */
  fieldErrors: Record<string, string>;
};

/** The body as compared between attempts: canonical JSON (sorted keys), FormData by its entries. */
function fingerprint(body: unknown): string {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    return JSON.stringify(
      [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `${v.name}:${v.size}:${v.type}`]),
    );
  }
  return JSON.stringify(body ?? null, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

const isConflict = (error: ApiError) =>
  error.code === ErrorCode.CONFLICT || error.code === ErrorCode.NOT_FOUND;

/**
 * The one way the app writes (docs/decisions.md, issue 23). Every write:
 * - is not spinner-counted: the control that started it shows `isPending` (button `loading`, its dialog
 *   `busy`), never the whole screen;
 * - sends an Idempotency-Key per intent when `idempotent`;
 * - refetches `invalidates` by prefix after a success (and after a conflict when asked) before the
 *   caller's `onSuccess`, so a caller never replaces the invalidation;
 * - toasts the server's message on an error and keeps its per-field messages in `fieldErrors`.
 *
 * `call` is a contract call (`apiPost(call, body)`) or a fetcher for the few calls that are not plain
 * JSON; a fetcher must pass the options it gets on to apiPost/apiRequest.
 */
export function useApiMutation<C extends ApiCall>(
  call: C,
  options?: ApiMutationOptions<ApiData<C>, CallRequest<C>>,
): ApiMutation<ApiData<C>, CallRequest<C>>;
export function useApiMutation<D, B>(
  call: WriteFetcher<D, B>,
  options?: ApiMutationOptions<D, B>,
): ApiMutation<D, B>;
export function useApiMutation<D, B>(
  call: ApiCall | WriteFetcher<D, B>,
  options: ApiMutationOptions<D, B> = {},
): ApiMutation<D, B> {
  const queryClient = useQueryClient();
  // The key of the last attempt and the body it was made for; dropped after that attempt succeeds.
  const intent = useRef<{ key: string; body: string } | null>(null);
  const send = (body: B, apiOptions: ApiOptions): Promise<D> =>
    typeof call === 'function'
      ? call(body, apiOptions)
      : // CallRequest<C> is the JSON half of ApiBody<C>; TypeScript cannot see that for a generic C.
        (apiPost(call, body as ApiBody<ApiCall>, apiOptions) as Promise<D>);

  const refresh = async (data: D | undefined, body: B) => {
    const { invalidates } = options;
    const keys = typeof invalidates === 'function' ? invalidates(data, body) : (invalidates ?? []);
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  // Inline options are fine: useMutation hands its observer this render's options on every commit.
  const mutation = useMutation<D, ApiError, B, { previous: unknown } | undefined>({
    mutationFn: async (body) => {
      let idempotencyKey: string | undefined;
      if (options.idempotent) {
        const print = fingerprint(body);
        if (intent.current?.body !== print) intent.current = { key: newIntentKey(), body: print };
        idempotencyKey = intent.current.key;
      }
      // Writes are never spinner-counted: the control that started one shows that it is busy.
      const data = await send(body, { spinner: false, idempotencyKey });
      if (idempotencyKey !== undefined && intent.current?.key === idempotencyKey) intent.current = null;
      return data;
    },
    onMutate: async (body) => {
      const optimistic = options.optimistic;
      if (!optimistic) return undefined;
      // A refetch landing after the optimistic write would put the old state back.
      await queryClient.cancelQueries({ queryKey: optimistic.queryKey });
      const previous = queryClient.getQueryData(optimistic.queryKey);
      queryClient.setQueryData(optimistic.queryKey, (old: unknown) => optimistic.update(old, body));
      return { previous };
    },
    onSuccess: async (data, body) => {
      options.setData?.(queryClient, data, body);
      await refresh(data, body);
      options.onSuccess?.(data, body);
    },
    onError: async (error, body, context) => {
      const { optimistic, onConflictInvalidate, toastError = true } = options;
      if (optimistic && context) queryClient.setQueryData(optimistic.queryKey, context.previous);
      if (onConflictInvalidate && isApiError(error) && isConflict(error)) await refresh(undefined, body);
      // The session-end alert has been shown and the app is leaving for /login.
      if (toastError && !(isApiError(error) && error.isSessionEnd)) toast.error(error.message);
      options.onError?.(error, body);
    },
  });
  const fieldErrors = (isApiError(mutation.error) ? mutation.error.fields : undefined) ?? NO_FIELDS;
  return { ...mutation, fieldErrors } as ApiMutation<D, B>;
}

const NO_FIELDS: Record<string, string> = Object.freeze({}) as Record<string, string>;
