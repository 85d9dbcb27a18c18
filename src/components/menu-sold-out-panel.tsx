import { Badge, Box, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useProductList } from '@/lib/queries/list-products';

/**
 * Read-only menu view for the live order screen: what is sold out right now, per group, at a glance.
 * Editing happens on /sold-out; this panel only reflects it.
 */
export function MenuSoldOutPanel() {
  const t = koMenuStore.soldOut;
  const { data, isPending, isError } = useProductList();
  if (isPending) return null;
  if (isError || !data) return null;
  const soldOut = data.product_list.filter((p) => p.sold_out === 1);
  return (
    <Box as="section" aria-label={t.panelTitle} borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Flex align="center" justify="space-between" mb="3">
        <Heading as="h2" size="md">
          {t.panelTitle}
        </Heading>
        <Badge colorPalette={soldOut.length ? 'red' : 'green'} size="lg">
          {soldOut.length ? t.count(soldOut.length) : t.none}
        </Badge>
      </Flex>
      <Stack gap="3">
        {data.group_list.map((g) => {
          const items = data.product_list.filter(
            (p) => p.store_product_group_id === g.store_product_group_id,
          );
          if (!items.length) return null;
          return (
            <Box key={g.store_product_group_id}>
              <Text fontWeight="semibold" fontSize="sm" color="fg.muted" mb="1">
                {g.store_product_group_name}
                {g.sold_out === 1 ? ` · ${t.groupSoldOut}` : ''}
              </Text>
              <Wrap gap="2">
                {items.map((p) => (
                  <Badge
                    key={p.product_id}
                    size="lg"
                    variant={p.sold_out === 1 ? 'solid' : 'subtle'}
                    colorPalette={p.sold_out === 1 ? 'red' : 'gray'}
                    textDecoration={p.sold_out === 1 ? 'line-through' : undefined}
                    data-sold-out={p.sold_out === 1 ? 'true' : 'false'}
                  >
                    {p.product_name}
                    {p.sold_out === 1 ? t.itemSuffix : ''}
                  </Badge>
                ))}
              </Wrap>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
