import { useRouter, useRouterState } from '@tanstack/react-router';
import { memo, useEffect, useMemo, type MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { ko } from '@/i18n/ko';
import { afterIdle } from '@/lib/idle';
import { keepForOffline } from '@/lib/keep-for-offline';
import type { MenuEntry, MenuLink } from '../menu';
import s from './shell.module.css';

interface SideMenuProps {
  entries: readonly MenuEntry[];
  storeName: string;
  storeLogo: string | null;
  orderCount: number;
}

/**
 * A menu entry as a plain link the router follows. Not the router's <Link>: that one subscribes each
 * of the ~25 entries to the router state and rebuilds its location on every navigation step, which
 * was a good part of the shell's start-up render on a tablet. The menu's paths are fixed, so the
 * active entry is found once for the whole menu; hovering or focusing preloads like <Link> does.
 */
function MenuItem({ link, orderCount, active }: { link: MenuLink; orderCount: number; active: boolean }) {
  const router = useRouter();
  // The menu's paths have no parameters and the app no base path: the href is the path as the history
  // writes it (buildLocation, ~0.1 ms an entry on this machine, matched and validated every route).
  const href = useMemo(() => router.history.createHref(link.to), [router, link.to]);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) is the browser's to open.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void router.navigate({ to: link.to });
  };
  const preload = () => void router.preloadRoute({ to: link.to }).catch(() => undefined);
  return (
    <a
      href={href}
      className={s.link}
      aria-current={active ? 'page' : undefined}
      onClick={follow}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <span>{link.label}</span>
      {link.badge === 'orderCount' ? (
        <Badge
          palette="red"
          variant="solid"
          round
          aria-label={`${ko.shell.orderCount} ${orderCount}`}
          data-testid="order-count-badge"
        >
          {orderCount}
        </Badge>
      ) : null}
    </a>
  );
}

const FALLBACK_LOGO = `${import.meta.env.BASE_URL}store-logo.svg`;

/**
 * Store logo and name on top, then the menu the manager may see. Memoised, as the top bar: its props
 * change with the menu, the store or the count only.
 */
export const SideMenu = memo(function SideMenu({ entries, storeName, storeLogo, orderCount }: SideMenuProps) {
  // Once the start is done: the first look into the worker's cache (caches.match) was 6 ms of a start's
  // effects task at 1×, and a logo missing offline waits no longer for a few seconds (issue 27 §1).
  useEffect(() => afterIdle(() => void keepForOffline(storeLogo), 3_000), [storeLogo]);
  const pathname = useRouterState({ select: (st) => st.location.pathname });
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <nav aria-label={ko.shell.sideMenu} className={s.nav}>
      <div className={s.store}>
        <img
          src={storeLogo || FALLBACK_LOGO}
          alt={ko.shell.storeLogo}
          className={s.logo}
          // A logo that cannot load (offline before it was ever cached) shows the app's own, never a
          // broken image.
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(FALLBACK_LOGO)) e.currentTarget.src = FALLBACK_LOGO;
          }}
        />
        <p className={s.storeName} data-testid="side-menu-store-name">
          {storeName}
        </p>
      </div>
      <ul className={s.menu}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.id}>
              <MenuItem link={entry} orderCount={orderCount} active={isActive(entry.to)} />
            </li>
          ) : (
            <li key={entry.id}>
              <p className={s.group}>{entry.label}</p>
              <ul className={s.sub}>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <MenuItem link={child} orderCount={orderCount} active={isActive(child.to)} />
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
});
