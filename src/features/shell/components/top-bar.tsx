import { Link } from '@tanstack/react-router';
import { memo, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { ko } from '@/i18n/ko';
import { ColorSchemeSwitch, StoreRushLater } from './top-bar-later';
import s from './shell.module.css';

/** The side menu's element: the narrow layouts open it as a drawer (a popover) from the top bar. */
export const SIDE_MENU_ID = 'side-menu';
/** The top bar's less used actions: inline on a tablet, behind "더보기" (a popover) on a phone. */
const MORE_ID = 'top-bar-more';

interface TopBarProps {
  managerName: string;
  /** Shown outside store mode only. */
  groupName: string | null;
  storeStatus: number | null;
  onRefresh: () => Promise<void>;
  onLogout: () => Promise<void>;
  /** The live connection indicator and sound switch. */
  status?: ReactNode;
}

/**
 * Memoised: the shell renders again when the live state or a list's fetch changes (three times in a
 * board's start), and the bar's props do not change with them (issue 27 §1).
 */
export const TopBar = memo(function TopBar({
  managerName,
  groupName,
  storeStatus,
  onRefresh,
  onLogout,
  status,
}: TopBarProps) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };
  const statusLabel = storeStatus === null ? undefined : ko.storeStatus[storeStatus];
  return (
    <header className={s.bar}>
      <div className={s.who}>
        {/* Shown (and drawn) by CSS in the narrow layouts only, where the side menu is a drawer. */}
        <button
          popoverTarget={SIDE_MENU_ID}
          className={buttonClass({ variant: 'outline' })}
          aria-label={ko.shell.sideMenu}
        />
        {statusLabel ? (
          <Badge palette={storeStatus === 1 ? 'green' : 'gray'} data-testid="store-status">
            {statusLabel}
          </Badge>
        ) : null}
        {groupName ? (
          <Badge palette="purple" variant="outline" data-testid="manager-group-name">
            {groupName}
          </Badge>
        ) : null}
        <p className={s.name} data-testid="manager-name">
          {managerName}
          <span className={s.suffix}> {ko.shell.managerSuffix}</span>
        </p>
      </div>
      <div className={s.row}>
        <StoreRushLater />
        {status}
        {/* Only a phone shows this button (CSS): the actions after it would wrap the bar into a third row. */}
        <button popoverTarget={MORE_ID} className={buttonClass({ size: 'sm', variant: 'outline' })}>
          {ko.shell.more}
        </button>
        {/* Inline (display: contents) wherever the button is hidden; a menu under it on a phone. */}
        <div id={MORE_ID} popover="auto" className={s.more}>
          <ColorSchemeSwitch />
          {groupName ? (
            <Link to="/admin-mode" className={buttonClass({ size: 'sm', variant: 'ghost' })}>
              {ko.shell.changeStore}
            </Link>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            loading={refreshing}
            loadingText={ko.shell.refresh}
            onClick={() => void refresh()}
          >
            {ko.shell.refresh}
          </Button>
          <Button size="sm" variant="subtle" palette="red" onClick={() => void onLogout()}>
            {ko.shell.logout}
          </Button>
        </div>
      </div>
    </header>
  );
});
