import { Badge, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ko } from '@/i18n/ko';

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

export function TopBar({ managerName, groupName, storeStatus, onRefresh, onLogout, status }: TopBarProps) {
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
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="4"
      px="5"
      h="14"
      bg="bg.panel"
      borderBottomWidth="1px"
    >
      <HStack gap="3" minW="0">
        {statusLabel ? (
          <Badge
            colorPalette={storeStatus === 1 ? 'green' : 'gray'}
            variant="subtle"
            data-testid="store-status"
          >
            {statusLabel}
          </Badge>
        ) : null}
        {groupName ? (
          <Badge colorPalette="purple" variant="outline" data-testid="manager-group-name">
            {groupName}
          </Badge>
        ) : null}
        <Text fontWeight="semibold" truncate data-testid="manager-name">
          {managerName}
          <Text as="span" fontWeight="normal" color="fg.muted">
            {' '}
            {ko.shell.managerSuffix}
          </Text>
        </Text>
      </HStack>
      <HStack gap="2">
        {status}
        {groupName ? (
          <Button asChild size="sm" variant="ghost">
            <Link to="/admin-mode">{ko.shell.changeStore}</Link>
          </Button>
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
        <Button size="sm" variant="subtle" colorPalette="red" onClick={() => void onLogout()}>
          {ko.shell.logout}
        </Button>
      </HStack>
    </Flex>
  );
}
