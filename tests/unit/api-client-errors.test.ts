import { describe, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import { z } from 'zod/mini';
import { ErrorCode } from '@/contract';
import { ko } from '@/i18n/ko';
import { ApiError, apiPost, apiRequest, ClientErrorCode, setLoginNavigator } from '@/lib/api-client';
import { EXPIRED_ALERT_KEY, JWT_KEY, startSession, TOKEN_KEY } from '@/lib/session';
import { appState } from '@/state/store';
import { echoCall, envelopeResponse, withApiClientMocks } from './api-client-mocks';

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let alertMock: Mock<(message?: string) => void>;
let navigateMock: Mock<() => void>;
let consoleError: MockInstance<typeof console.error>;
withApiClientMocks((mocks) => ({ fetchMock, alertMock, navigateMock, consoleError } = mocks));

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
