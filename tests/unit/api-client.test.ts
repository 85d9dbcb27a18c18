import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import { z } from 'zod/mini';
import { defineCall, emptyBody, ErrorCode, orderListCall, storeInfoCall, tokenInfoCall } from '@/contract';
import { ko } from '@/i18n/ko';
import {
  ApiError,
  apiPost,
  apiRequest,
  ClientErrorCode,
  setLoginNavigator,
  setSpinnerHooks,
} from '@/lib/api-client';
import { EXPIRED_ALERT_KEY, JWT_KEY, startSession, TOKEN_KEY } from '@/lib/session';
import { appState, beginSpinner, endSpinner } from '@/state/store';

const echoCall = defineCall('store/echo', z.object({ value: z.number() }), z.object({ value: z.number() }));

function envelopeResponse(envelope: Record<string, unknown>, status = 200): Response {
  return new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch whose answer the test releases when it wants, to look at state mid-flight. */
function deferredFetch(envelope: Record<string, unknown>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async () => {
    await gate;
    return envelopeResponse(envelope);
  });
  return { fetchMock, release };
}

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let alertMock: Mock<(message?: string) => void>;
let navigateMock: Mock<() => void>;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  sessionStorage.clear();
  appState.spinner = 0;
  setSpinnerHooks({ begin: beginSpinner, end: endSpinner });
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  alertMock = vi.fn<(message?: string) => void>();
  vi.stubGlobal('alert', alertMock);
  navigateMock = vi.fn<() => void>();
  setLoginNavigator(navigateMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLoginNavigator(null);
});

describe('request', () => {
  it('POSTs JSON to /api/<path> with the stored bearer token', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    fetchMock.mockResolvedValue(envelopeResponse({ code: 0, message: 'OK', data: { value: 7 } }));

    await apiPost(echoCall, { value: 7 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/store/echo');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ value: 7 }));
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ code: 0, message: 'OK', data: { value: 1 } }));
    await apiPost(echoCall, { value: 1 });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends FormData as multipart, letting the browser set the boundary', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ code: 0, message: 'OK', data: {} }));
    const form = new FormData();
    form.append('store_name', '카운터 1호점');

    await apiPost({ path: 'store/edit', response: z.object({}) }, form);

    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('success', () => {
  it('returns the data parsed with the call schema', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ code: 0, message: 'OK', data: { value: 42, extra: 'dropped' } }),
    );
    await expect(apiPost(echoCall, { value: 42 })).resolves.toEqual({ value: 42 });
  });

  it('attaches the request data to the response', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ code: 0, message: 'OK', data: { value: 3 } }));
    const response = await apiRequest(echoCall, { value: 3 });
    expect(response.request).toEqual({ value: 3 });
    expect(response.data).toEqual({ value: 3 });
    expect(response.code).toBe(0);
  });

  it('supports apiPost(path, body, schema)', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ code: 0, message: 'OK', data: { n: 1 } }));
    await expect(apiPost('common/get/html', { id: 1 }, z.object({ n: z.number() }))).resolves.toEqual({
      n: 1,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/common/get/html');
  });

  it('rejects data that does not match the contract', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ code: 0, message: 'OK', data: { value: 'seven' } }));
    const error = await apiPost(echoCall, { value: 7 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ClientErrorCode.BAD_RESPONSE);
  });
});

describe('token replacement', () => {
  it('replaces the stored token when the envelope carries one', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'old');
    fetchMock.mockResolvedValue(
      envelopeResponse({ code: 0, message: 'OK', token: 'new', data: { value: 1 } }),
    );

    await apiPost(echoCall, { value: 1 });

    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('new');
    expect(sessionStorage.getItem(JWT_KEY)).toBe('new');
  });

  it('keeps the token when the envelope carries none', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'kept');
    fetchMock.mockResolvedValue(envelopeResponse({ code: 0, message: 'OK', data: { value: 1 } }));
    await apiPost(echoCall, { value: 1 });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('kept');
  });

  it('replaces the token on an error answer too, and uses it on the next call', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'old');
    fetchMock
      .mockResolvedValueOnce(
        envelopeResponse({ code: ErrorCode.NOT_FOUND, message: '없음', token: 'newer' }, 404),
      )
      .mockResolvedValueOnce(envelopeResponse({ code: 0, message: 'OK', data: { value: 1 } }));

    await apiPost(echoCall, { value: 1 }).catch(() => undefined);
    await apiPost(echoCall, { value: 1 });

    const init = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer newer');
  });
});

describe('session end (9994 / 9991)', () => {
  it.each([ErrorCode.EXPIRED_TOKEN, ErrorCode.INVALID_TOKEN])(
    'code %i alerts the server message, clears the token and goes to /login',
    async (code) => {
      sessionStorage.setItem(TOKEN_KEY, 'tok');
      sessionStorage.setItem(JWT_KEY, 'tok');
      fetchMock.mockResolvedValue(envelopeResponse({ code, message: '로그인이 만료되었습니다.' }, 401));

      const error = await apiPost(echoCall, { value: 1 }).catch((e: unknown) => e);

      expect(alertMock).toHaveBeenCalledExactlyOnceWith('로그인이 만료되었습니다.');
      expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(sessionStorage.getItem(JWT_KEY)).toBeNull();
      expect(navigateMock).toHaveBeenCalledTimes(1);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(code);
      expect((error as ApiError).isSessionEnd).toBe(true);
    },
  );

  it('alerts only once per session, however many calls end it', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse({ code: ErrorCode.EXPIRED_TOKEN, message: '만료' }, 401),
    );

    await Promise.allSettled([apiPost(echoCall, { value: 1 }), apiPost(echoCall, { value: 2 })]);
    await apiPost(echoCall, { value: 3 }).catch(() => undefined);

    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(navigateMock).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem(EXPIRED_ALERT_KEY)).toBe('1');
  });

  it('alerts again after a new login', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse({ code: ErrorCode.INVALID_TOKEN, message: '다시 로그인해 주세요.' }, 401),
    );
    await apiPost(echoCall, { value: 1 }).catch(() => undefined);
    startSession('fresh', 'fresh');
    await apiPost(echoCall, { value: 1 }).catch(() => undefined);
    expect(alertMock).toHaveBeenCalledTimes(2);
  });

  it('uses location.assign when no navigator is plugged in', async () => {
    setLoginNavigator(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fetchMock.mockResolvedValue(envelopeResponse({ code: ErrorCode.EXPIRED_TOKEN, message: '만료' }, 401));
    await apiPost(echoCall, { value: 1 }).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/login');
  });
});

describe('other errors', () => {
  it('logs and throws code, message, fields and the request', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(
        {
          code: ErrorCode.VALIDATION,
          message: '입력값을 확인해 주세요.',
          fields: { value: '숫자를 입력해 주세요.' },
        },
        400,
      ),
    );

    const error = await apiPost(echoCall, { value: -1 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.code).toBe(ErrorCode.VALIDATION);
    expect(apiError.message).toBe('입력값을 확인해 주세요.');
    expect(apiError.fields).toEqual({ value: '숫자를 입력해 주세요.' });
    expect(apiError.request).toEqual({ value: -1 });
    expect(apiError.isSessionEnd).toBe(false);
    expect(consoleError).toHaveBeenCalled();
    expect(alertMock).not.toHaveBeenCalled();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('passes a conflict’s current state through', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(
        { code: ErrorCode.CONFLICT, message: '이미 변경되었습니다.', current: { version: 4 } },
        409,
      ),
    );
    const error = (await apiPost(echoCall, { value: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(ErrorCode.CONFLICT);
    expect(error.current).toEqual({ version: 4 });
  });

  it('never writes the request (it may hold a password) to the console', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(
        { code: ErrorCode.LOGIN_FAILED, message: '아이디 또는 비밀번호가 올바르지 않습니다.' },
        401,
      ),
    );
    const login = { path: 'store/login/app', response: z.unknown() };
    const error = (await apiPost(login, { manager_password: 's3cret-pw' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.request).toEqual({ manager_password: 's3cret-pw' });
    expect(consoleError).toHaveBeenCalled();
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain('s3cret-pw');
  });

  it('lets a cancelled call end as an abort, not as an error to log', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await apiPost(echoCall, { value: 1 }, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('turns a network failure into a Korean ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiPost(echoCall, { value: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(ClientErrorCode.NETWORK);
    expect(error.message).toBe(ko.error.network);
    expect(error.message).toBe('서버에 연결할 수 없습니다. 네트워크를 확인해 주세요.');
  });

  it('treats a non-JSON answer as a bad response', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = (await apiPost(echoCall, { value: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(ClientErrorCode.BAD_RESPONSE);
  });
});

describe('spinner', () => {
  const store = { store_id: 1, store_name: 'a', store_app_name: 'a', store_logo: null, store_type: 0 };

  it.each([
    ['common/code/list', { path: 'common/code/list', response: z.unknown() }],
    ['store/token/info', tokenInfoCall],
    ['store/info', storeInfoCall],
  ] as const)('%s does not count', async (_path, call) => {
    const { fetchMock: gated, release } = deferredFetch({ code: 0, message: 'OK', data: { store } });
    vi.stubGlobal('fetch', gated);

    const pending = apiRequest(call, { store_id: 1 }).catch(() => undefined);
    await vi.waitFor(() => expect(gated).toHaveBeenCalled());
    expect(appState.spinner).toBe(0);
    release();
    await pending;
    expect(appState.spinner).toBe(0);
  });

  it('counts every other call while it is in flight', async () => {
    const { fetchMock: gated, release } = deferredFetch({
      code: 0,
      message: 'OK',
      data: { order_list: [], store: { store_id: 1, store_name: 'a', store_status: 1 } },
    });
    vi.stubGlobal('fetch', gated);

    const first = apiPost(orderListCall, { store_id: 1, search_type: 1, app_type: 3 });
    const second = apiPost(orderListCall, { store_id: 1, search_type: 2, app_type: 3 });
    await vi.waitFor(() => expect(gated).toHaveBeenCalledTimes(2));
    expect(appState.spinner).toBe(2);
    release();
    await Promise.all([first, second]);
    expect(appState.spinner).toBe(0);
  });

  it('never counts a read made by a query (it passes the query signal): background refreshes do not cover the screen', async () => {
    const { fetchMock: gated, release } = deferredFetch({
      code: 0,
      message: 'OK',
      data: { order_list: [], store: { store_id: 1, store_name: 'a', store_status: 1 } },
    });
    vi.stubGlobal('fetch', gated);
    const refresh = apiPost(
      orderListCall,
      { store_id: 1, search_type: 1, app_type: 3 },
      { signal: new AbortController().signal },
    );
    await vi.waitFor(() => expect(gated).toHaveBeenCalled());
    expect(appState.spinner).toBe(0);
    release();
    await refresh;
    expect(appState.spinner).toBe(0);
  });

  it('stops counting when a call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await apiPost({ path: 'store/list', request: emptyBody, response: z.unknown() }, {}).catch(
      () => undefined,
    );
    expect(appState.spinner).toBe(0);
  });
});

describe('timeout and offline (issue 28)', () => {
  /** A server that never answers: the fetch only ends when its signal aborts. */
  function hangingFetch() {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
  }

  it('a write that gets no answer fails with TIMEOUT and says to check before trying again', async () => {
    hangingFetch();
    const error = await apiRequest(echoCall, { value: 1 }, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ClientErrorCode.TIMEOUT);
    expect((error as ApiError).message).toBe(ko.error.timeoutWrite(0));
    expect(appState.spinner).toBe(0);
  });

  it("a read's timeout says to try again; the caller's own abort stays an abort", async () => {
    hangingFetch();
    const controller = new AbortController();
    const error = await apiRequest(echoCall, { value: 1 }, { timeoutMs: 1000, signal: controller.signal })
      .catch((e: unknown) => e)
      .finally(() => undefined);
    expect((error as ApiError).code).toBe(ClientErrorCode.TIMEOUT);
    expect((error as ApiError).message).toBe(ko.error.timeoutRead(1));

    const aborted = new AbortController();
    const pending = apiRequest(echoCall, { value: 1 }, { timeoutMs: 5000, signal: aborted.signal });
    aborted.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('offline, a failed call says the tablet is offline, not that the server is down', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest(echoCall, { value: 1 }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(ClientErrorCode.NETWORK);
    expect((error as ApiError).message).toBe(ko.error.offline);
  });
});
