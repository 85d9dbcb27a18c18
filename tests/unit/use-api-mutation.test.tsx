import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { defineCall, ErrorCode } from '@/contract';
import { setLoginNavigator } from '@/lib/api-client';
import { useApiMutation, type ApiMutationOptions } from '@/lib/use-api-mutation';
import { appState } from '@/state/store';

const toastError = vi.hoisted(() => vi.fn<(message: string) => void>());
vi.mock('@/lib/toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: toastError }) }));

const saveCall = defineCall(
  'store/thing/edit',
  () => z.object({ store_id: z.number(), name: z.string() }),
  () => z.object({ saved: z.string() }),
);
type Body = { store_id: number; name: string };
type Data = { saved: string };

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, message: 'OK', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
const fail = (code: number, message: string, fields?: Record<string, string>) =>
  new Response(JSON.stringify({ code, message, ...(fields ? { fields } : {}) }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let queryClient: QueryClient;

beforeEach(() => {
  appState.spinner = 0;
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setLoginNavigator(() => {});
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  toastError.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLoginNavigator(null);
});

function setup(options: ApiMutationOptions<Data, Body> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useApiMutation(saveCall, options), { wrapper }).result;
}

const keyOf = (call: number) => new Headers(fetchMock.mock.calls[call]![1]!.headers).get('Idempotency-Key');

describe('useApiMutation', () => {
  it('keeps one Idempotency-Key per body: the same for a retry, a new one for another body and after a success', async () => {
    const result = setup({ idempotent: true });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await act(() => result.current.mutateAsync({ store_id: 1, name: 'a' }).catch(() => undefined));
    fetchMock.mockResolvedValueOnce(ok({ saved: 'a' }));
    // Same body, keys in another order: a retry of the same intent.
    await act(() => result.current.mutateAsync({ name: 'a', store_id: 1 }));
    expect(keyOf(1)).toBe(keyOf(0));

    fetchMock.mockResolvedValueOnce(ok({ saved: 'a' }));
    await act(() => result.current.mutateAsync({ store_id: 1, name: 'a' }));
    expect(keyOf(2)).not.toBe(keyOf(1));

    fetchMock.mockResolvedValueOnce(fail(ErrorCode.VALIDATION, '입력값을 확인해 주세요.'));
    await act(() => result.current.mutateAsync({ store_id: 1, name: 'b' }).catch(() => undefined));
    fetchMock.mockResolvedValueOnce(ok({ saved: 'c' }));
    await act(() => result.current.mutateAsync({ store_id: 1, name: 'c' }));
    expect(new Set([keyOf(2), keyOf(3), keyOf(4)]).size).toBe(3);
  });

  it('sends no key unless asked, and never counts the spinner', async () => {
    const result = setup();
    let release!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    act(() => result.current.mutate({ store_id: 1, name: 'a' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(appState.spinner).toBe(0);
    expect(result.current.isPending).toBe(true);
    await act(async () => release(ok({ saved: 'a' })));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(keyOf(0)).toBeNull();
  });

  it("refetches its keys before the caller's onSuccess, and after a conflict when asked", async () => {
    const order: string[] = [];
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      order.push(`invalidate ${JSON.stringify(filters?.queryKey)}`);
    });
    const result = setup({
      invalidates: [['things']],
      onConflictInvalidate: true,
      onSuccess: () => order.push('onSuccess'),
    });
    fetchMock.mockResolvedValueOnce(ok({ saved: 'a' }));
    await act(() => result.current.mutateAsync({ store_id: 1, name: 'a' }));
    expect(order).toEqual(['invalidate ["things"]', 'onSuccess']);

    fetchMock.mockResolvedValueOnce(fail(ErrorCode.CONFLICT, '다른 기기에서 먼저 바뀌었습니다.'));
    await act(() => result.current.mutateAsync({ store_id: 1, name: 'b' }).catch(() => undefined));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("toasts the server's message and keeps its field errors; toastError: false is quiet", async () => {
    const result = setup();
    fetchMock.mockResolvedValueOnce(
      fail(ErrorCode.VALIDATION, '입력값을 확인해 주세요.', { name: '이름을 입력해 주세요.' }),
    );
    await act(() => result.current.mutateAsync({ store_id: 1, name: '' }).catch(() => undefined));
    expect(toastError).toHaveBeenCalledWith('입력값을 확인해 주세요.');
    // The mutation's error reaches the hook's state through TanStack's batched notify (a later task).
    await waitFor(() => expect(result.current.fieldErrors).toEqual({ name: '이름을 입력해 주세요.' }));

    const quiet = setup({ toastError: false });
    fetchMock.mockResolvedValueOnce(fail(ErrorCode.VALIDATION, '입력값을 확인해 주세요.'));
    await act(() => quiet.current.mutateAsync({ store_id: 1, name: '' }).catch(() => undefined));
    await waitFor(() => expect(quiet.current.isError).toBe(true));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(quiet.current.fieldErrors).toEqual({});
  });

  it('shows an optimistic write at once and puts the old data back when it fails', async () => {
    queryClient.setQueryData(['things'], ['a']);
    const result = setup({
      optimistic: { queryKey: ['things'], update: (old, body) => [...(old as string[]), body.name] },
    });
    let release!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    act(() => result.current.mutate({ store_id: 1, name: 'b' }));
    await waitFor(() => expect(queryClient.getQueryData(['things'])).toEqual(['a', 'b']));
    await act(async () => release(fail(ErrorCode.CONFLICT, '충돌')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(['things'])).toEqual(['a']);
  });
});
