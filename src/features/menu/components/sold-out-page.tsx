import { useState } from 'react';
import { Badge, Box, Button, Checkbox, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { format } from 'date-fns';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { formatWon } from '@/lib/format';
import { appState } from '@/state/store';
import { useProductList } from '../api/list-products';
import { useSoldOutQueue, withWaitingSoldOut } from '../api/queue-sold-out';

const t = koMenuStore;

/**
 * /sold-out: one tap per product or group toggles sold out; optionally only until the end of today.
 * A tap goes through the live room's outbox (issue 26): offline it waits on the device, marked
 * "전송 대기", and is sent once when the network is back; if another device changed the item meanwhile
 * the server refuses it and the toast says what the item is now.
 */
export function SoldOutPage() {
  const storeId = useSnapshot(appState).store_id ?? 0;
  const menu = useProductList();
  const [untilEndOfDay, setUntilEndOfDay] = useState(false);
  const { waiting, queue } = useSoldOutQueue(storeId);
  const data = menu.data ? withWaitingSoldOut(menu.data, waiting) : undefined;
  // Unknown until the menu has loaded: a failed load (offline) must not read as "nothing sold out".
  const soldCount = data ? data.product_list.filter((p) => p.sold_out === 1).length : null;
  // A tile whose toggle still waits takes no second tap: it would carry the version from before the
  // first and be refused as stale once the first is applied.
  const waitingText = ` · ${t.soldOut.waiting}`;

  return (
    <Stack gap="4">
      <PageHeader
        title={ko.page.soldOut}
        actions={
          soldCount === null ? (
            menu.isError ? (
              <Badge size="lg" colorPalette="gray">
                {t.soldOut.countUnknown}
              </Badge>
            ) : null
          ) : (
            <Badge size="lg" colorPalette={soldCount ? 'red' : 'green'}>
              {t.soldOut.count(soldCount)}
            </Badge>
          )
        }
      />
      <Flex gap="4" align="center" wrap="wrap">
        <Text color="fg.muted">{t.soldOut.help}</Text>
        <Checkbox.Root
          checked={untilEndOfDay}
          onCheckedChange={(d) => setUntilEndOfDay(d.checked === true)}
          size="lg"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.soldOut.untilEndOfDay}</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {menu.isError ? <Text color="fg.error">{menu.error.message}</Text> : null}
      {data?.group_list.map((g) => {
        const items = data.product_list.filter((p) => p.store_product_group_id === g.store_product_group_id);
        const groupSold = g.sold_out === 1;
        const groupWaiting = items.some((p) => data.waitingIds.has(p.product_id));
        return (
          <Box
            as="section"
            key={g.store_product_group_id}
            aria-label={g.store_product_group_name}
            borderWidth="1px"
            rounded="lg"
            p="4"
            bg="bg.panel"
          >
            <Flex align="center" justify="space-between" mb="3" gap="3">
              <Heading as="h2" size="md">
                {g.store_product_group_name}
              </Heading>
              <Button
                size="lg"
                variant={groupSold ? 'solid' : 'outline'}
                colorPalette={groupSold ? 'teal' : 'red'}
                disabled={!items.length || groupWaiting}
                onClick={() =>
                  queue({
                    target: 'group',
                    targetId: g.store_product_group_id,
                    name: g.store_product_group_name,
                    version: g.version,
                    soldOut: !groupSold,
                    untilEndOfDay,
                  })
                }
              >
                {groupSold ? t.soldOut.groupOn : t.soldOut.groupSoldOut}
                {groupWaiting ? waitingText : ''}
              </Button>
            </Flex>
            <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
              {items.map((p) => {
                const sold = p.sold_out === 1;
                const isWaiting = data.waitingIds.has(p.product_id);
                return (
                  <Button
                    key={p.product_id}
                    h="auto"
                    minH="20"
                    py="3"
                    whiteSpace="normal"
                    flexDirection="column"
                    alignItems="start"
                    variant={sold ? 'solid' : 'outline'}
                    colorPalette={sold ? 'red' : 'gray'}
                    aria-pressed={sold}
                    disabled={isWaiting}
                    data-waiting={isWaiting ? 'true' : undefined}
                    onClick={() =>
                      queue({
                        target: 'product',
                        targetId: p.product_id,
                        name: p.product_name,
                        version: p.version,
                        soldOut: !sold,
                        untilEndOfDay,
                      })
                    }
                  >
                    <Text fontWeight="semibold" textAlign="start">
                      {p.product_name}
                    </Text>
                    <Text fontSize="sm" fontWeight="normal">
                      {sold ? t.soldOut.soldOut : t.soldOut.selling} · {formatWon(p.price)}
                      {sold && p.sold_out_until
                        ? ` · ${t.soldOut.until(format(new Date(p.sold_out_until), 'MM. dd. HH:mm'))}`
                        : ''}
                      {isWaiting ? waitingText : ''}
                    </Text>
                  </Button>
                );
              })}
            </SimpleGrid>
          </Box>
        );
      })}
    </Stack>
  );
}
