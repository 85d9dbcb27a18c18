import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagerInfo } from '@/contract';
import { resolveStoreId, startApp } from '@/features/shell/bootstrap';
import { createQueryClient } from '@/app/query-client';
import { storeInfoQueryOptions } from '@/queries/get-store-info';
import { setStoreId, startSession } from '@/lib/session';
import { appState, resetSession } from '@/state/store';

const manager = (over: Partial<ManagerInfo>): ManagerInfo => ({
  manager_id: 1,
  manager_user_id: 'm',
  manager_name: '김매니저',
  manager_group_id: 52,
  manager_group_name: '매장',
  manager_group_type: 1,
  store_id: 7,
  ...over,
});

describe('resolveStoreId', () => {
  it('store mode (group type 1) uses the manager’s store and ignores the admin selection', () => {
    expect(resolveStoreId(manager({ store_id: 7 }), 99)).toBe(7);
  });

  it('outside store mode uses the admin-mode selection', () => {
    expect(resolveStoreId(manager({ manager_group_type: 2, store_id: null }), 12)).toBe(12);
  });

  it('outside store mode without a selection has no store (→ /admin-mode)', () => {
    expect(resolveStoreId(manager({ manager_group_type: 2, store_id: null }), null)).toBeNull();
  });
});

describe('startApp on a device that knows its last store', () => {
  const store = (id: number) => ({
    store_id: id,
    store_name: `매장 ${id}`,
    store_app_name: `앱 ${id}`,
    store_logo: null,
    store_type: 0,
    store_group_id: null,
    store_group_name: null,
    store_phone: null,
    store_address: null,
    store_description: null,
    store_status: 1,
    default_prep_minutes: 15,
    busy_extra_minutes: 0,
    busy_until: null,
    paused_until: null,
    missed_order_minutes: 3,
    missed_pause_after: 2,
  });

  /** A fake backend: records each call as it is sent; token info answers only when released. */
  function backend(managerStore: number) {
    const sent: string[] = [];
    let release!: () => void;
    const tokenInfoHeld = new Promise<void>((r) => (release = r));
    const answer = (data: unknown) =>
      new Response(JSON.stringify({ code: 0, message: '', data }), {
        headers: { 'content-type': 'application/json' },
      });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace('/api/', '');
      const body = JSON.parse(String(init.body ?? '{}')) as { store_id?: number };
      sent.push(body.store_id ? `${path} ${body.store_id}` : path);
      if (path === 'store/token/info') {
        await tokenInfoHeld;
        return answer(manager({ store_id: managerStore }));
      }
      if (path === 'store/info') return answer({ store: store(body.store_id!) });
      if (path === 'store/order/list')
        return answer({
          order_list: [],
          store: { store_id: body.store_id, store_name: '', store_status: 1 },
        });
      if (path === 'common/code/list')
        return answer({ codeList: [], codes: { togo_code: [], transaction_code: [], pay_code: [] } });
      throw new Error(`unexpected call ${path}`);
    });
    return { sent, release };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    resetSession();
  });

  it('asks for the last store’s info while token info is on its way, then uses it', async () => {
    startSession('t.e.st', 't.e.st');
    setStoreId(7);
    const api = backend(7);
    const queryClient = createQueryClient();
    const started = startApp(queryClient);
    // Sent while token info has not answered yet.
    await vi.waitFor(() => expect(api.sent).toContain('store/info 7'));
    api.release();
    await started;
    expect(appState.app_ready).toBe(true);
    // The store lives only in the query cache, not copied into the app state.
    expect(queryClient.getQueryData(storeInfoQueryOptions(7).queryKey)?.store.store_name).toBe('매장 7');
    // Store info was asked for once: the early answer is the one startup used.
    expect(api.sent.filter((s) => s.startsWith('store/info'))).toEqual(['store/info 7']);
  });

  it('uses the manager’s own store when the device’s guess was another one', async () => {
    startSession('t.e.st', 't.e.st');
    setStoreId(99);
    const api = backend(7);
    const queryClient = createQueryClient();
    const started = startApp(queryClient);
    await vi.waitFor(() => expect(api.sent).toContain('store/info 99'));
    api.release();
    await started;
    expect(appState.store_id).toBe(7);
    expect(queryClient.getQueryData(storeInfoQueryOptions(7).queryKey)?.store.store_name).toBe('매장 7');
    expect(api.sent).toContain('store/info 7');
  });
});
