import { useId } from 'react';
import { Button } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import toast from '@/lib/toast';
import { productCountEditCall, type Product } from '@/contract';
import { FormField } from '@/components/form-field';
import { closeUnlessDirty, Modal } from '@/components/modal';
import { NumberInput } from '@/components/number-input';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useContractForm } from '@/lib/use-contract-form';
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
  const formId = useId();
  const save = useEditStockCount({
    onSuccess: () => {
      toast.success(t.common.saved);
      onClose();
    },
  });
  // Held as typed: '' is "not counted", anything else must be a count (the schema says why, next to it).
  const form = useContractForm(productCountEditCall.request, {
    defaultValues: {
      store_id: storeId,
      product_id: product.product_id,
      stock_count: product.stock_count === null ? '' : String(product.stock_count),
    },
    serverErrors: save.fieldErrors,
  });
  const dirty = form.formState.isDirty;
  return (
    <Modal
      open
      onClose={onClose}
      dirty={dirty}
      title={`${product.product_name} ${t.menu.stock}`}
      busy={save.isPending}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={() => closeUnlessDirty(dirty, onClose)}>
            {t.common.cancel}
          </Button>
          <Button type="submit" form={formId} colorPalette="teal" size="lg" loading={save.isPending}>
            {t.common.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.submit((body) => save.mutateAsync(body))}>
        <FormField label={t.menu.stock} error={form.errorOf('stock_count')} helper={t.menu.stockHelper}>
          <Controller
            control={form.control}
            name="stock_count"
            render={({ field }) => (
              <NumberInput
                size="lg"
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value}
                onChange={field.onChange}
                placeholder={t.menu.stockUnlimited}
              />
            )}
          />
        </FormField>
      </form>
    </Modal>
  );
}
