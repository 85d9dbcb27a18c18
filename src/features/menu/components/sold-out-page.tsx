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
import { useSetSoldOut } from '../api/set-sold-out';

const t = koMenuStore;

/** /sold-out: one tap per product or group toggles sold out; optionally only until the end of today. */
export function SoldOutPage() {
  const storeId = useSnapshot(appState).store_id ?? 0;
  const menu = useProductList();
  const [untilEndOfDay, setUntilEndOfDay] = useState(false);
  const setSoldOut = useSetSoldOut();
  // The tapped button shows the write in flight (writes do not cover the screen); the others stay usable.
  const sending = (target: 'product' | 'group', id: number) =>
    setSoldOut.isPending && setSoldOut.variables.target === target && setSoldOut.variables.target_id === id;
  const data = menu.data;
  // Unknown until the menu has loaded: a failed load (offline) must not read as "nothing sold out".
  const soldCount = data ? data.product_list.filter((p) => p.sold_out === 1).length : null;
  const toggle = (target: 'product' | 'group', id: number, soldOut: boolean) =>
    setSoldOut.mutate({
      store_id: storeId,
      target,
      target_id: id,
      sold_out: soldOut ? 1 : 0,
      until_end_of_day: untilEndOfDay ? 1 : 0,
    });

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
                disabled={!items.length}
                loading={sending('group', g.store_product_group_id)}
                onClick={() => toggle('group', g.store_product_group_id, !groupSold)}
              >
                {groupSold ? t.soldOut.groupOn : t.soldOut.groupSoldOut}
              </Button>
            </Flex>
            <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
              {items.map((p) => {
                const sold = p.sold_out === 1;
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
                    loading={sending('product', p.product_id)}
                    onClick={() => toggle('product', p.product_id, !sold)}
                  >
                    <Text fontWeight="semibold" textAlign="start">
                      {p.product_name}
                    </Text>
                    <Text fontSize="sm" fontWeight="normal">
                      {sold ? t.soldOut.soldOut : t.soldOut.selling} · {formatWon(p.price)}
                      {sold && p.sold_out_until
                        ? ` · ${t.soldOut.until(format(new Date(p.sold_out_until), 'MM. dd. HH:mm'))}`
                        : ''}
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
