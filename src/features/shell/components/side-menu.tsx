import { Badge, Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ko } from '@/i18n/ko';
import type { MenuEntry, MenuLink } from '../menu';

interface SideMenuProps {
  entries: readonly MenuEntry[];
  storeName: string;
  storeLogo: string | null;
  orderCount: number;
}

function MenuItem({ link, orderCount }: { link: MenuLink; orderCount: number }) {
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      px="3"
      py="2"
      borderRadius="md"
      color="fg"
      fontSize="sm"
      _hover={{ bg: 'teal.50' }}
      _currentPage={{ bg: 'teal.600', color: 'white', fontWeight: 'semibold' }}
    >
      <Link to={link.to}>
        <span>{link.label}</span>
        {link.badge === 'orderCount' ? (
          <Badge
            colorPalette="red"
            variant="solid"
            borderRadius="full"
            minW="6"
            justifyContent="center"
            aria-label={`${ko.shell.orderCount} ${orderCount}`}
            data-testid="order-count-badge"
          >
            {orderCount}
          </Badge>
        ) : null}
      </Link>
    </Box>
  );
}

/** Store logo and name on top, then the menu the manager may see. */
export function SideMenu({ entries, storeName, storeLogo, orderCount }: SideMenuProps) {
  return (
    <Flex
      as="nav"
      aria-label={ko.shell.sideMenu}
      direction="column"
      h="full"
      overflowY="auto"
      bg="bg.panel"
      borderRightWidth="1px"
    >
      <Flex align="center" gap="3" px="4" py="4" borderBottomWidth="1px">
        <Image
          src={storeLogo || `${import.meta.env.BASE_URL}store-logo.svg`}
          alt={ko.shell.storeLogo}
          boxSize="10"
          borderRadius="md"
          objectFit="cover"
          flexShrink="0"
        />
        <Text fontWeight="bold" lineClamp="2" data-testid="side-menu-store-name">
          {storeName}
        </Text>
      </Flex>
      <Stack as="ul" listStyleType="none" gap="1" p="3">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.id}>
              <MenuItem link={entry} orderCount={orderCount} />
            </li>
          ) : (
            <li key={entry.id}>
              <Text px="3" pt="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted">
                {entry.label}
              </Text>
              <Stack as="ul" listStyleType="none" gap="1">
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <MenuItem link={child} orderCount={orderCount} />
                  </li>
                ))}
              </Stack>
            </li>
          ),
        )}
      </Stack>
    </Flex>
  );
}
