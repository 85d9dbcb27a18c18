/**
 * What the api-client tests share: a call to echo, envelope answers, a fetch held until released, and
 * the mocked fetch, alert, login navigator and console.error every test starts with.
 */
import { afterEach, beforeEach, vi, type Mock, type MockInstance } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from '@/contract';
import { setLoginNavigator, setSpinnerHooks } from '@/lib/api-client';
import { appState, beginSpinner, endSpinner } from '@/state/store';

export const echoCall = defineCall(
  'store/echo',
  () => z.object({ value: z.number() }),
  () => z.object({ value: z.number() }),
);

export function envelopeResponse(envelope: Record<string, unknown>, status = 200): Response {
  return new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch whose answer the test releases when it wants, to look at state mid-flight. */
export function deferredFetch(envelope: Record<string, unknown>) {
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

/** The mocks of the running test (set afresh before each by withApiClientMocks). */
export interface ApiClientMocks {
  fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
  alertMock: Mock<(message?: string) => void>;
  navigateMock: Mock<() => void>;
  consoleError: MockInstance<typeof console.error>;
}

/**
 * Before each test of the file: an empty session, no spinner, and fresh mocks of fetch, alert, the
 * login navigator and console.error, handed to `set`; after it, the real ones back.
 */
export function withApiClientMocks(set: (mocks: ApiClientMocks) => void): void {
  beforeEach(() => {
    sessionStorage.clear();
    appState.spinner = 0;
    setSpinnerHooks({ begin: beginSpinner, end: endSpinner });
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
    const alertMock = vi.fn<(message?: string) => void>();
    vi.stubGlobal('alert', alertMock);
    const navigateMock = vi.fn<() => void>();
    setLoginNavigator(navigateMock);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    set({ fetchMock, alertMock, navigateMock, consoleError });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setLoginNavigator(null);
  });
}
