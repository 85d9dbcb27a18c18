import { z } from 'zod/mini';
import { envelopeBaseSchema, SESSION_END_CODES, type EnvelopeBase } from '@/contract';
import { ko } from '@/i18n/ko';
import { apiUrl } from '@/lib/api-base';
import { trackRequest } from '@/lib/idle';
import { clearToken, getToken, markExpiredAlertShown, setToken, wasExpiredAlertShown } from '@/lib/session';

/** Error codes the client itself produces (the server's are in contract/envelope ErrorCode). */
export const ClientErrorCode = {
  /** fetch failed: offline, DNS, refused connection. */
  NETWORK: -1,
  /** The answer was not a JSON envelope, or `data` did not match the contract. */
  BAD_RESPONSE: -2,
  /** No answer within the request timeout (the server or the shop's line hangs). */
  TIMEOUT: -3,
} as const;

/** The connection failed or hung: worth another try later, unlike an answer the server gave. */
export function isConnectionError(error: unknown): error is ApiError {
  return (
    isApiError(error) && (error.code === ClientErrorCode.NETWORK || error.code === ClientErrorCode.TIMEOUT)
  );
}

/**
 * How long a call may take before it is given up (issue 28: a hung server left the screen waiting until
 * the browser gave up, minutes later). 15 s by default, VITE_REQUEST_TIMEOUT_MS at build time to change
 * it; an upload (FormData: a photo over the shop's Wi-Fi) gets four times as long.
 */
const configuredTimeout = Number(import.meta.env.VITE_REQUEST_TIMEOUT_MS);
export const REQUEST_TIMEOUT_MS =
  Number.isFinite(configuredTimeout) && configuredTimeout > 0 ? configuredTimeout : 15_000;

/**
 * The spinner overlay's counter, plugged in by the app (src/app): lib knows nothing of the app's state.
 * Until then (unit tests, the service worker's tools) calls count nowhere.
 */
interface SpinnerHooks {
  begin(): void;
  end(): void;
}
let spinner: SpinnerHooks = { begin: () => {}, end: () => {} };
export function setSpinnerHooks(hooks: SpinnerHooks): void {
  spinner = hooks;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Spec §4: these calls never show the spinner (they run in the background of other work). */
export const SPINNER_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  'common/code/list',
  'store/token/info',
  'store/info',
]);

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly path: string;
  readonly fields: Record<string, string> | undefined;
  readonly current: unknown;
  readonly request: unknown;

  constructor(init: {
    code: number;
    message: string;
    path: string;
    request: unknown;
    fields?: Record<string, string> | undefined;
    current?: unknown;
  }) {
    super(init.message);
    this.code = init.code;
    this.path = init.path;
    this.request = init.request;
    this.fields = init.fields;
    this.current = init.current;
  }

  /** 9994 / 9991: the session is over; the client has already alerted and gone to /login. */
  get isSessionEnd(): boolean {
    return SESSION_END_CODES.includes(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** How the client leaves for /login when the session ends; main.tsx plugs in the router. */
type LoginNavigator = () => void;
const fallbackNavigator: LoginNavigator = () => globalThis.location.assign('/login');
let navigateToLogin: LoginNavigator = fallbackNavigator;
export function setLoginNavigator(navigator: LoginNavigator | null): void {
  navigateToLogin = navigator ?? fallbackNavigator;
}

/** Anything with a path and a response schema: a contract CallDef or an ad-hoc { path, response }. */
export interface ApiCall<
  Res extends z.ZodMiniType = z.ZodMiniType,
  Req extends z.ZodMiniType = z.ZodMiniType,
> {
  path: string;
  response: Res;
  request?: Req;
}
export type ApiBody<C> = C extends { request: infer R extends z.ZodMiniType }
  ? z.input<R> | FormData
  : unknown;
export type ApiData<C> = C extends { response: infer R extends z.ZodMiniType } ? z.output<R> : never;

/** A successful answer: the envelope, its parsed data, and the request it answers (spec §7). */
export type ApiResponse<T, B = unknown> = Omit<EnvelopeBase, 'code'> & { code: 0; data: T; request: B };

export interface ApiOptions {
  signal?: AbortSignal | undefined;
  /**
   * Override the spinner rule for one call. Default: only calls made outside a query — what a person
   * started (a submit, a tap) — and not the SPINNER_EXEMPT_PATHS. Reads run in queries, which always pass
   * the query's `signal`: a screen shows its own loading state or the data it has, and a background
   * refresh, poll, socket-triggered refetch or prefetch must never cover the counter (docs/decisions.md).
   */
  spinner?: boolean;
  /** Sent as the Idempotency-Key header: a repeated write with the same key applies once (server/lib/call.ts). */
  idempotencyKey?: string;
  /** This call's timeout in ms (default REQUEST_TIMEOUT_MS; uploads four times that). */
  timeoutMs?: number;
}

const wireEnvelope = z.extend(envelopeBaseSchema, { data: z.optional(z.unknown()) });

function fail(init: ConstructorParameters<typeof ApiError>[0]): never {
  const error = new ApiError(init);
  // The request stays out of the log: it can hold a password. It travels on the error instead.
  if (init.fields) console.error(`[api] ${init.path} failed (${init.code}): ${init.message}`, init.fields);
  else console.error(`[api] ${init.path} failed (${init.code}): ${init.message}`);
  throw error;
}

function endSession(code: number, path: string, message: string, request: unknown): never {
  if (!wasExpiredAlertShown()) {
    markExpiredAlertShown();
    globalThis.alert(message);
  }
  clearToken();
  navigateToLogin();
  throw new ApiError({ code, message, path, request });
}

/** POST /api/<path>, parse the envelope, return it with the parsed data and the request attached. */
export async function apiRequest<C extends ApiCall>(
  call: C,
  body: ApiBody<C>,
  options: ApiOptions = {},
): Promise<ApiResponse<ApiData<C>, ApiBody<C>>> {
  const { path } = call;
  const useSpinner = options.spinner ?? (options.signal === undefined && !SPINNER_EXEMPT_PATHS.has(path));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (!isForm) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const timeoutMs = options.timeoutMs ?? (isForm ? REQUEST_TIMEOUT_MS * 4 : REQUEST_TIMEOUT_MS);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  // The caller's abort (a query cancelled) is passed on as it is; only our own timeout becomes TIMEOUT.
  const failedOn = (error: unknown, code: number, message: string): never => {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) {
      const seconds = Math.round(timeoutMs / 1000);
      return fail({
        code: ClientErrorCode.TIMEOUT,
        // Reads run in queries, which always pass their signal. A write that timed out may still have
        // been applied: its message says to check before trying again.
        message: options.signal ? ko.error.timeoutRead(seconds) : ko.error.timeoutWrite(seconds),
        path,
        request: body,
      });
    }
    // The browser knows it is offline: say that, rather than "cannot reach the server".
    const offline = code === ClientErrorCode.NETWORK && isOffline();
    return fail({ code, message: offline ? ko.error.offline : message, path, request: body });
  };

  if (useSpinner) spinner.begin();
  const answered = trackRequest();
  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path), {
        method: 'POST',
        headers,
        body: isForm ? (body as FormData) : JSON.stringify(body ?? {}),
        signal,
      });
    } catch (error) {
      return failedOn(error, ClientErrorCode.NETWORK, ko.error.network);
    }

    // Errors arrive with non-2xx statuses too; the envelope is the answer either way.
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      return failedOn(error, ClientErrorCode.BAD_RESPONSE, ko.error.badResponse);
    }
    const parsed = wireEnvelope.safeParse(json);
    if (!parsed.success) {
      return fail({ code: ClientErrorCode.BAD_RESPONSE, message: ko.error.badResponse, path, request: body });
    }
    const envelope = parsed.data;
    if (envelope.token) setToken(envelope.token);

    if (envelope.code !== 0) {
      if (SESSION_END_CODES.includes(envelope.code))
        return endSession(envelope.code, path, envelope.message, body);
      return fail({
        code: envelope.code,
        message: envelope.message,
        path,
        request: body,
        fields: envelope.fields,
        current: envelope.current,
      });
    }

    const data = call.response.safeParse(envelope.data);
    if (!data.success) {
      console.error(`[api] ${path}: response does not match the contract`, z.prettifyError(data.error));
      throw new ApiError({
        code: ClientErrorCode.BAD_RESPONSE,
        message: ko.error.badResponse,
        path,
        request: body,
      });
    }
    return { ...envelope, code: 0, data: data.data as ApiData<C>, request: body };
  } finally {
    answered();
    if (useSpinner) spinner.end();
  }
}

/** The parsed `data` of a call: `apiPost(call, body)` or `apiPost(path, body, schema)`. */
export function apiPost<C extends ApiCall>(
  call: C,
  body: ApiBody<C>,
  options?: ApiOptions,
): Promise<ApiData<C>>;
export function apiPost<S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  options?: ApiOptions,
): Promise<z.output<S>>;
export async function apiPost(
  callOrPath: ApiCall | string,
  body: unknown,
  schemaOrOptions?: z.ZodMiniType | ApiOptions,
  maybeOptions?: ApiOptions,
): Promise<unknown> {
  if (typeof callOrPath === 'string') {
    const schema = schemaOrOptions instanceof z.ZodMiniType ? schemaOrOptions : z.unknown();
    return (await apiRequest({ path: callOrPath, response: schema }, body, maybeOptions)).data;
  }
  const options = schemaOrOptions instanceof z.ZodMiniType ? maybeOptions : schemaOrOptions;
  return (await apiRequest(callOrPath, body as ApiBody<ApiCall>, options)).data;
}
