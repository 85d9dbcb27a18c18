import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { ko } from '@/i18n/ko';
import type { MenuEntry, MenuLink } from '../menu';
import s from './shell.module.css';

interface SideMenuProps {
  entries: readonly MenuEntry[];
  storeName: string;
  storeLogo: string | null;
  orderCount: number;
}

function MenuItem({ link, orderCount }: { link: MenuLink; orderCount: number }) {
  return (
    <Link to={link.to} className={s.link}>
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
    </Link>
  );
}

/** Store logo and name on top, then the menu the manager may see. */
export function SideMenu({ entries, storeName, storeLogo, orderCount }: SideMenuProps) {
  return (
    <nav aria-label={ko.shell.sideMenu} className={s.nav}>
      <div className={s.store}>
        <img
          src={storeLogo || `${import.meta.env.BASE_URL}store-logo.svg`}
          alt={ko.shell.storeLogo}
          className={s.logo}
        />
        <p className={s.storeName} data-testid="side-menu-store-name">
          {storeName}
        </p>
      </div>
      <ul className={s.menu}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.id}>
              <MenuItem link={entry} orderCount={orderCount} />
            </li>
          ) : (
            <li key={entry.id}>
              <p className={s.group}>{entry.label}</p>
              <ul className={s.sub}>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <MenuItem link={child} orderCount={orderCount} />
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
