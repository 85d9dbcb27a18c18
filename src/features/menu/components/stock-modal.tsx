import { Controller } from 'react-hook-form';
import toast from '@/lib/toast';
import { productCountEditCall, type Product } from '@/contract';
import { FormField } from '@/components/form-field';
import { FormModal } from '@/components/form-modal';
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
    <FormModal
      title={`${product.product_name} ${t.menu.stock}`}
      saving={save.isPending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
    >
      <FormField label={t.menu.stock} error={form.errorOf('stock_count')} helper={t.menu.stockHelper}>
        <Controller
          control={form.control}
          name="stock_count"
          render={({ field }) => <NumberInput size="lg" {...field} placeholder={t.menu.stockUnlimited} />}
        />
      </FormField>
    </FormModal>
  );
}
