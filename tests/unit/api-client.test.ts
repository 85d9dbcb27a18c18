import { describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod/mini';
import { emptyBody, ErrorCode, orderListCall, storeInfoCall, tokenInfoCall } from '@/contract';
import { ApiError, apiPost, apiRequest, ClientErrorCode } from '@/lib/api-client';
import { JWT_KEY, TOKEN_KEY } from '@/lib/session';
import { appState } from '@/state/store';
import { deferredFetch, echoCall, envelopeResponse, withApiClientMocks } from './api-client-mocks';

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
withApiClientMocks((mocks) => ({ fetchMock } = mocks));

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
