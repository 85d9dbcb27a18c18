import { Outlet, useRouterState } from '@tanstack/react-router';
import {
  useDeferredValue,
  useEffect,
  useMemo,
  type MouseEvent,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import { ChakraScope } from '@/components/chakra-scope';
import { LoadingScreen } from '@/components/loading-screen';
import { ko } from '@/i18n/ko';
import { useOrderCount } from '@/queries/list-orders';
import { useLogout } from '@/hooks/use-logout';
import { useOnline } from '@/lib/use-online';
import { appState } from '@/state/store';
import { useSelect } from '@/state/use-select';
import { inNextTask } from '@/lib/yield';
import { can } from '@/contract';
import { actionForPath, isStoreMode, visibleMenu } from '../menu';
import { useRefresh } from '../use-refresh';
import { SideMenu } from './side-menu';
import { SIDE_MENU_ID, TopBar } from './top-bar';
import s from './shell.module.css';
import { useCurrentStore } from '@/queries/get-store-info';
import { useManager } from '@/queries/get-token-info';

/** The skip link moves the focus itself: a #main in the address would be a navigation for the router. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.querySelector('main')!.focus();
}

/** The narrow layouts' drawer closes on a tap beside the menu (the dimmed rest of it) or on a menu entry. */
function closeDrawer(event: MouseEvent<HTMLDivElement>) {
  if (event.target === event.currentTarget || (event.target as Element).closest('a'))
    event.currentTarget.hidePopover();
}

/**
 * An opened drawer takes the focus to its first entry; closing it gives the focus back to the menu
 * button (the browser does). No test of the new state: a closed drawer's entries cannot take focus.
 */
function focusDrawer(event: ToggleEvent<HTMLDivElement>) {
  event.currentTarget.querySelector('a')?.focus();
}

/**
 * The authenticated layout's frame: top bar, side menu, the page, footer — once the app is ready.
 * `status` is the live room's connection indicator, shown in the top bar.
 */
export function AppShell({ status }: { status: ReactNode }) {
  const ready = useSelect(appState, (st) => st.app_ready);
  // Server data only from the query cache (start-up has loaded both before the app is ready).
  const manager = useManager();
  const store = useCurrentStore();
  const storeStatus = store?.store_status ?? null;
  const orderCount = useOrderCount();
  const refresh = useRefresh();
  const online = useOnline();
  const logout = useLogout();
  // The live order screens are plain; every other screen is drawn with Chakra (loaded on first use).
  const plain = useRouterState({ select: (st) => st.matches.at(-1)?.staticData.plain === true });
  // The role a screen needs is decided once (contract/access, through the menu table): a manager
  // without it gets a notice, not a screen whose calls the server would refuse.
  const needed = useRouterState({ select: (st) => actionForPath(st.location.pathname) });

  const storeMode = manager ? isStoreMode(manager) : true;
  const menu = useMemo(() => (manager ? visibleMenu(manager, storeMode) : []), [manager, storeMode]);

  useEffect(() => {
    const title = store?.store_app_name || ko.app.name;
    if (document.title === title) return;
    // In a task of its own: setting the title cost ~2 ms among the shell's first effects (a message
    // to the browser), ×8 on a slow tablet.
    return inNextTask(() => (document.title = title));
  }, [store?.store_app_name]);

  // The shell and its page (on a start, the whole board) are first drawn in a deferred render: React
  // renders it in slices between which the tablet can take a tap, and can run its effects (wake lock)
  // in a later task, instead of one long task from the store's change to the effects.
  const shown = useDeferredValue(ready, false);
  if (!shown || !ready || !manager || !store) return <LoadingScreen />;

  return (
    <div className={s.grid}>
      {/* The skip link: styled by its href (shell.module.css), no class name in the script. */}
      <a href="#main" onClick={skipToMain}>
        {ko.shell.skipToMain}
      </a>
      {/*
        Wide: the menu beside the page. Narrow (portrait, phone, 200% text): a drawer, the same element
        as a popover the top bar's menu button opens — the browser gives Escape, a tap outside, the
        focus back to the button, and its expanded state, without any script of ours.
      */}
      <div id={SIDE_MENU_ID} popover="auto" className={s.side} onClick={closeDrawer} onToggle={focusDrawer}>
        <SideMenu
          entries={menu}
          storeName={store.store_name}
          storeLogo={store.store_logo}
          orderCount={orderCount}
        />
      </div>
      <div className={s.top}>
        <TopBar
          managerName={manager.manager_name}
          groupName={storeMode ? null : manager.manager_group_name}
          storeStatus={storeStatus}
          onRefresh={refresh}
          onLogout={logout}
          status={status}
        />
      </div>
      <main tabIndex={-1} className={s.main}>
        {/* The live board says it in its own status line; every other screen here, above its content. */}
        {!online && !plain ? (
          <p role="status" className={s.offlineNote} data-testid="offline-note">
            {ko.shell.offlineNote}
          </p>
        ) : null}
        {needed && !can(manager, needed) ? (
          <div role="alert" className={s.forbidden}>
            <h1 className={s.forbiddenTitle}>{ko.shell.forbiddenTitle}</h1>
            <p>{ko.shell.forbidden}</p>
          </div>
        ) : plain ? (
          <Outlet />
        ) : (
          <ChakraScope>
            <Outlet />
          </ChakraScope>
        )}
      </main>
      <footer className={s.foot}>
        <span>{ko.app.footer}</span>
        <span>{store.store_name}</span>
      </footer>
    </div>
  );
}
