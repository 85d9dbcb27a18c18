import { useState } from 'react';
import { Button, Input } from '@chakra-ui/react';
import toast from '@/lib/toast';
import type { Product } from '@/contract';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useEditStockCount } from '../api/edit-stock-count';

const t = koMenuStore;

/** Quick stock edit (store/product/count/edit) without opening the whole product form. */
export function StockModal({
  storeId,
  product,
  onClose,
}: {
  storeId: number;
  product: Product;
  onClose(): void;
}) {
  const [stock, setStock] = useState(product.stock_count === null ? '' : String(product.stock_count));
  const save = useEditStockCount({
    onSuccess: () => {
      toast.success(t.common.saved);
      onClose();
    },
  });
  const error = save.fieldErrors.stock_count;
  return (
    <Modal
      open
      onClose={onClose}
      title={`${product.product_name} ${t.menu.stock}`}
      busy={save.isPending}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button
            colorPalette="teal"
            size="lg"
            loading={save.isPending}
            onClick={() =>
              save.mutate({ store_id: storeId, product_id: product.product_id, stock_count: stock })
            }
          >
            {t.common.save}
          </Button>
        </>
      }
    >
      <FormField label={t.menu.stock} error={error} helper={t.menu.stockHelper}>
        <Input
          size="lg"
          inputMode="numeric"
          value={stock}
          placeholder={t.menu.stockUnlimited}
          onChange={(e) => setStock(e.currentTarget.value.replace(/[^\d]/g, ''))}
        />
      </FormField>
    </Modal>
  );
}
