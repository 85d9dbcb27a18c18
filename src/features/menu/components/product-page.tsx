import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Flex, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useSnapshot } from 'valtio';
import type { Product, ProductGroup } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { formatWon } from '@/lib/format';
import { assetUrl } from '@/lib/upload-image';
import { appState } from '@/state/store';
import { useDeleteProduct } from '../api/delete-product';
import { useDeleteProductGroup } from '../api/delete-product-group';
import { useProductList } from '../api/list-products';
import { useReorderProductGroups } from '../api/reorder-product-groups';
import { useReorderProducts } from '../api/reorder-products';
import { moveItem } from '../reorder';
import { GroupFormModal } from './group-form-modal';
import { SortableList, SortableRow } from './sortable-list';
import { ProductFormModal } from './product-form-modal';
import { StockModal } from './stock-modal';

const t = koMenuStore;

interface ProductPageProps {
  groupId: number | undefined;
  onGroupChange(groupId: number | undefined): void;
}

type Confirm = { kind: 'group'; group: ProductGroup } | { kind: 'product'; product: Product } | null;

/**
 * /product: groups on the left, the chosen group's menu on the right; reorder by dragging a row's handle
 * (one save per drop) or with its arrows (the keyboard way, one place per tap).
 */
export function ProductPage({ groupId, onGroupChange }: ProductPageProps) {
  const storeId = useSnapshot(appState).store_id ?? 0;
  const menu = useProductList();
  const [groupForm, setGroupForm] = useState<{ group: ProductGroup | null } | null>(null);
  const [productForm, setProductForm] = useState<{ product: Product | null } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [stockFor, setStockFor] = useState<Product | null>(null);
  // A saved group is selected once its dialog has closed: selecting it changes the URL, which the
  // dialog's unsaved-changes guard (still dirty while the save resolves) would otherwise ask about.
  const selectSaved = useRef<number | null>(null);
  useEffect(() => {
    const id = selectSaved.current;
    if (id === null || groupForm) return;
    selectSaved.current = null;
    onGroupChange(id);
  }, [groupForm, onGroupChange]);

  const reorderGroups = useReorderProductGroups(storeId);
  const reorderProducts = useReorderProducts(storeId);
  const closeConfirm = () => setConfirm(null);
  const delGroup = useDeleteProductGroup({
    onSuccess: () => {
      toast.success(t.common.deleted);
      closeConfirm();
      onGroupChange(undefined);
    },
    onError: closeConfirm,
  });
  const delProduct = useDeleteProduct({
    onSuccess: () => {
      toast.success(t.common.deleted);
      closeConfirm();
    },
    onError: closeConfirm,
  });

  const groups = menu.data?.group_list ?? [];
  const selected = groups.find((g) => g.store_product_group_id === groupId) ?? groups[0];
  const products = (menu.data?.product_list ?? []).filter(
    (p) => p.store_product_group_id === selected?.store_product_group_id,
  );

  const moveGroup = (index: number, delta: number) => {
    const ids = moveItem(
      groups.map((g) => g.store_product_group_id),
      index,
      delta,
    );
    if (ids) reorderGroups.mutate({ store_id: storeId, group_ids: ids });
  };
  const moveProduct = (index: number, delta: number) => {
    if (!selected) return;
    const ids = moveItem(
      products.map((p) => p.product_id),
      index,
      delta,
    );
    if (ids)
      reorderProducts.mutate({
        store_id: storeId,
        store_product_group_id: selected.store_product_group_id,
        product_ids: ids,
      });
  };
  const busy = reorderGroups.isPending || reorderProducts.isPending;

  return (
    <Stack gap="4">
      <PageHeader
        title={ko.page.product}
        actions={
          <>
            <Button size="lg" variant="outline" onClick={() => setGroupForm({ group: null })}>
              {t.menu.addGroup}
            </Button>
            <Button
              size="lg"
              colorPalette="teal"
              disabled={!groups.length}
              onClick={() => setProductForm({ product: null })}
            >
              {t.menu.addProduct}
            </Button>
          </>
        }
      />
      {menu.isError ? <Text color="fg.error">{menu.error.message || t.common.loadFailed}</Text> : null}
      {/* Side by side while both fit (groups 20rem, products 24rem or more); stacked on a phone and at
          200% text, where rem sizes double but the window does not. */}
      <Flex gap="5" align="start" direction={{ base: 'column', md: 'row' }} wrap="wrap">
        <Box
          as="section"
          aria-label={t.menu.groups}
          w={{ base: 'full', md: '80' }}
          flexGrow={{ md: 1 }}
          flexShrink={0}
          borderWidth="1px"
          rounded="lg"
          bg="bg.panel"
        >
          <Text px="4" py="3" fontWeight="semibold" borderBottomWidth="1px">
            {t.menu.groups}
          </Text>
          {!groups.length && menu.isSuccess ? (
            <Text p="4" color="fg.muted">
              {t.menu.noGroups}
            </Text>
          ) : null}
          <SortableList
            items={groups}
            idOf={(g) => g.store_product_group_id}
            nameOf={(g) => g.store_product_group_name}
            disabled={busy}
            onReorder={(ids) => reorderGroups.mutateAsync({ store_id: storeId, group_ids: ids })}
          >
            {(g, i, count) => {
              const active = g.store_product_group_id === selected?.store_product_group_id;
              return (
                <SortableRow
                  key={g.store_product_group_id}
                  id={g.store_product_group_id}
                  name={g.store_product_group_name}
                  px="2"
                  py="1"
                  gap="1"
                  bg={active ? 'teal.subtle' : undefined}
                  borderBottomWidth="1px"
                >
                  <Button
                    variant="ghost"
                    flex="1"
                    minW="0"
                    justifyContent="start"
                    size="lg"
                    aria-current={active ? 'true' : undefined}
                    onClick={() => onGroupChange(g.store_product_group_id)}
                  >
                    <Text truncate>{g.store_product_group_name}</Text>
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {g.product_count}
                    </Text>
                    {g.display === 0 ? <Badge>{t.common.hide}</Badge> : null}
                  </Button>
                  <IconButton
                    aria-label={`${g.store_product_group_name} ${t.common.moveUp}`}
                    variant="ghost"
                    disabled={i === 0 || busy}
                    onClick={() => moveGroup(i, -1)}
                  >
                    ▲
                  </IconButton>
                  <IconButton
                    aria-label={`${g.store_product_group_name} ${t.common.moveDown}`}
                    variant="ghost"
                    disabled={i === count - 1 || busy}
                    onClick={() => moveGroup(i, 1)}
                  >
                    ▼
                  </IconButton>
                </SortableRow>
              );
            }}
          </SortableList>
          {selected ? (
            <HStack p="3" gap="2">
              <Button variant="outline" onClick={() => setGroupForm({ group: selected })}>
                {t.menu.editGroup}
              </Button>
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => setConfirm({ kind: 'group', group: selected })}
              >
                {t.common.delete}
              </Button>
            </HStack>
          ) : null}
        </Box>

        <Box
          as="section"
          aria-label={t.menu.products}
          flex="999 1 24rem"
          // Lets the row shrink its name and price (they truncate) rather than push the buttons off screen.
          minW="0"
          w="full"
          borderWidth="1px"
          rounded="lg"
          bg="bg.panel"
        >
          <Text px="4" py="3" fontWeight="semibold" borderBottomWidth="1px">
            {selected?.store_product_group_name ?? t.menu.products}
          </Text>
          {selected && !products.length ? (
            <Text p="4" color="fg.muted">
              {t.menu.noProducts}
            </Text>
          ) : null}
          {selected ? (
            <SortableList
              key={selected.store_product_group_id}
              items={products}
              idOf={(p) => p.product_id}
              nameOf={(p) => p.product_name}
              disabled={busy}
              onReorder={(ids) =>
                reorderProducts.mutateAsync({
                  store_id: storeId,
                  store_product_group_id: selected.store_product_group_id,
                  product_ids: ids,
                })
              }
            >
              {(p, i, count) => (
                <SortableRow
                  key={p.product_id}
                  id={p.product_id}
                  name={p.product_name}
                  handleSize="lg"
                  pl="1"
                  pr="3"
                  py="2"
                  gap="3"
                  // At 200 % text the row's buttons go to a second line instead of past the panel.
                  flexWrap="wrap"
                  borderBottomWidth="1px"
                  data-testid="product-row"
                >
                  <Box w="16" h="12" rounded="md" overflow="hidden" bg="bg.muted" flexShrink={0}>
                    {p.image ? (
                      <Image src={assetUrl(p.image)} alt="" w="100%" h="100%" objectFit="cover" />
                    ) : null}
                  </Box>
                  <Stack gap="0" flex="1" minW="0">
                    <HStack gap="2">
                      <Text fontWeight="semibold" truncate>
                        {p.product_name}
                      </Text>
                      {p.sold_out === 1 ? <Badge colorPalette="red">{t.menu.soldOut}</Badge> : null}
                      {p.display === 0 ? <Badge>{t.menu.hidden}</Badge> : null}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {formatWon(p.price)}
                      {p.options.length ? ` · ${t.menu.options} ${p.options.length}` : ''}
                      {` · ${t.menu.stock} ${p.stock_count === null ? t.menu.stockUnlimited : t.menu.stockCount(p.stock_count)}`}
                    </Text>
                  </Stack>
                  <IconButton
                    aria-label={`${p.product_name} ${t.common.moveUp}`}
                    variant="ghost"
                    size="lg"
                    disabled={i === 0 || busy}
                    onClick={() => moveProduct(i, -1)}
                  >
                    ▲
                  </IconButton>
                  <IconButton
                    aria-label={`${p.product_name} ${t.common.moveDown}`}
                    variant="ghost"
                    size="lg"
                    disabled={i === count - 1 || busy}
                    onClick={() => moveProduct(i, 1)}
                  >
                    ▼
                  </IconButton>
                  <Button
                    variant="outline"
                    size="lg"
                    aria-label={`${p.product_name} ${t.menu.stock}`}
                    onClick={() => setStockFor(p)}
                  >
                    {t.menu.stock}
                  </Button>
                  <Button
                    variant="outline"
                    size="lg"
                    aria-label={`${p.product_name} ${t.common.edit}`}
                    onClick={() => setProductForm({ product: p })}
                  >
                    {t.common.edit}
                  </Button>
                  <Button
                    variant="outline"
                    size="lg"
                    colorPalette="red"
                    aria-label={`${p.product_name} ${t.common.delete}`}
                    onClick={() => setConfirm({ kind: 'product', product: p })}
                  >
                    {t.common.delete}
                  </Button>
                </SortableRow>
              )}
            </SortableList>
          ) : null}
        </Box>
      </Flex>

      {groupForm ? (
        <GroupFormModal
          storeId={storeId}
          group={groupForm.group}
          onClose={() => setGroupForm(null)}
          onSaved={(g) => {
            selectSaved.current = g.store_product_group_id;
          }}
        />
      ) : null}
      {stockFor ? (
        <StockModal storeId={storeId} product={stockFor} onClose={() => setStockFor(null)} />
      ) : null}
      {productForm ? (
        <ProductFormModal
          storeId={storeId}
          groups={groups}
          product={productForm.product}
          defaultGroupId={selected?.store_product_group_id ?? null}
          onClose={() => setProductForm(null)}
        />
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'group' ? t.menu.deleteGroupTitle : t.menu.deleteProductTitle}
        body={
          confirm?.kind === 'group'
            ? t.menu.deleteGroupBody(confirm.group.store_product_group_name)
            : confirm?.kind === 'product'
              ? t.menu.deleteProductBody(confirm.product.product_name)
              : ''
        }
        confirmLabel={t.common.delete}
        danger
        busy={delGroup.isPending || delProduct.isPending}
        onClose={closeConfirm}
        onConfirm={() => {
          if (confirm?.kind === 'group')
            delGroup.mutate({
              store_id: storeId,
              store_product_group_id: confirm.group.store_product_group_id,
            });
          if (confirm?.kind === 'product')
            delProduct.mutate({ store_id: storeId, product_id: confirm.product.product_id });
        }}
      />
    </Stack>
  );
}
