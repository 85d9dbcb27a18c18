import { Box, Grid, GridItem, Text } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { LoadingScreen } from '@/components/loading-screen';
import { ko } from '@/i18n/ko';
import { useOrderCount } from '@/lib/queries/list-orders';
import { useLogout } from '@/lib/use-logout';
import { appState } from '@/state/store';
import { isStoreMode, visibleMenu } from '../menu';
import { useRefresh } from '../use-refresh';
import { useAppBadge, useLiveConnection } from '../use-live-connection';
import { LiveStatus } from './live-status';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** The authenticated layout: top bar, side menu, the page, footer — once the app is ready. */
export function AppShell() {
  const {
    app_ready: ready,
    manager_info: manager,
    store_info: store,
    store_status: storeStatus,
    store_id: storeId,
  } = useSnapshot(appState);
  const orderCount = useOrderCount();
  useLiveConnection(ready ? storeId : null);
  useAppBadge(orderCount);
  const refresh = useRefresh();
  const logout = useLogout();

  const storeMode = manager ? isStoreMode(manager) : true;
  const menu = useMemo(() => (manager ? visibleMenu(manager, storeMode) : []), [manager, storeMode]);

  useEffect(() => {
    document.title = store?.store_app_name || ko.app.name;
  }, [store?.store_app_name]);

  if (!ready || !manager || !store) return <LoadingScreen />;

  return (
    <Grid
      templateColumns="240px minmax(0, 1fr)"
      templateRows="auto minmax(0, 1fr) auto"
      templateAreas={`"side top" "side main" "side foot"`}
      h="100dvh"
      bg="bg.subtle"
    >
      <GridItem area="side" minH="0">
        <SideMenu
          entries={menu}
          storeName={store.store_name}
          storeLogo={store.store_logo}
          orderCount={orderCount}
        />
      </GridItem>
      <GridItem area="top">
        <TopBar
          managerName={manager.manager_name}
          groupName={storeMode ? null : manager.manager_group_name}
          storeStatus={storeStatus}
          onRefresh={refresh}
          onLogout={logout}
          status={<LiveStatus />}
        />
      </GridItem>
      <GridItem area="main" as="main" overflowY="auto" px="6" py="5">
        <Outlet />
      </GridItem>
      <GridItem area="foot" as="footer" px="6" py="2" borderTopWidth="1px" bg="bg.panel">
        <Box display="flex" justifyContent="space-between">
          <Text fontSize="xs" color="fg.muted">
            {ko.app.footer}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {store.store_name}
          </Text>
        </Box>
      </GridItem>
    </Grid>
  );
}
