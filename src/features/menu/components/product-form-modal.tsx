import { Button, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useFieldArray, type FieldPath } from 'react-hook-form';
import type { z } from 'zod/mini';
import toast from '@/lib/toast';
import {
  IMAGE_ASPECT,
  OPTION_NAME_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  productEditRequest,
  type Product,
  type ProductGroup,
} from '@/contract';
import { FlagCheckbox } from '@/components/flag-checkbox';
import { FormField } from '@/components/form-field';
import { ImageDropCrop } from '@/components/image-drop-crop';
import { FormModal } from '@/components/form-modal';
import { NumberInput } from '@/components/number-input';
import { SelectBox } from '@/components/select-box';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useContractForm } from '@/lib/use-contract-form';
import { useEditProduct } from '../api/edit-product';

const t = koMenuStore;

/** A field of the form: the request as typed (numbers as text until the schema parses them). */
type Name = FieldPath<z.input<typeof productEditRequest>>;

interface ProductFormModalProps {
  storeId: number;
  groups: ProductGroup[];
  /** null = a new product in `defaultGroupId`. */
  product: Product | null;
  defaultGroupId: number | null;
  onClose(): void;
}

export function ProductFormModal({
  storeId,
  groups,
  product,
  defaultGroupId,
  onClose,
}: ProductFormModalProps) {
  const save = useEditProduct({
    onSuccess: () => {
      toast.success(t.common.saved);
      onClose();
    },
  });
  // Numbers are held as typed (text): the contract's schema refuses what is not a number, with a message.
  const form = useContractForm(productEditRequest, {
    defaultValues: {
      store_id: storeId,
      product_id: product?.product_id,
      store_product_group_id: String(product?.store_product_group_id ?? defaultGroupId ?? ''),
      product_name: product?.product_name ?? '',
      price: product ? String(product.price) : '',
      description: product?.description ?? '',
      image: product?.image ?? '',
      stock_count: product?.stock_count == null ? '' : String(product.stock_count),
      display: product ? product.display : 1,
      options: (product?.options ?? []).map((o) => ({
        option_name: o.option_name,
        option_price: String(o.option_price),
      })),
    },
    serverErrors: save.fieldErrors,
  });
  const { control, register, watch } = form;
  const options = useFieldArray({ control, name: 'options' });
  const dirty = form.formState.isDirty;
  // Nested names (options.0.option_price) too: errorOf only reads top-level fields.
  const errorAt = (name: Name) => form.getFieldState(name, form.formState).error?.message;
  const optionsError = (() => {
    const e = form.formState.errors.options;
    return e?.root?.message ?? e?.message;
  })();
  const numberField = (name: Name, placeholder?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <NumberInput size="lg" {...field} placeholder={placeholder} />}
    />
  );
  const image = watch('image');

  return (
    <FormModal
      title={product ? t.menu.editProduct : t.menu.addProduct}
      size="xl"
      saving={save.isPending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
    >
      <FormField label={t.menu.group} error={errorAt('store_product_group_id')} required>
        <Controller
          control={control}
          name="store_product_group_id"
          render={({ field }) => (
            <SelectBox
              label={t.menu.group}
              size="lg"
              name={field.name}
              value={String(field.value ?? '')}
              placeholder={t.menu.group}
              options={groups.map((g) => ({
                label: g.store_product_group_name,
                value: String(g.store_product_group_id),
              }))}
              onChange={field.onChange}
            />
          )}
        />
      </FormField>
      <HStack align="start" gap="4">
        <FormField
          label={t.menu.productName}
          error={errorAt('product_name')}
          count={{ length: (watch('product_name') ?? '').length, max: PRODUCT_NAME_MAX }}
          required
        >
          <Input size="lg" {...register('product_name')} />
        </FormField>
        <FormField label={t.menu.price} error={errorAt('price')} required>
          {numberField('price')}
        </FormField>
      </HStack>
      <FormField
        label={t.menu.description}
        error={errorAt('description')}
        count={{ length: (watch('description') ?? '').length, max: PRODUCT_DESCRIPTION_MAX }}
      >
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <FormField label={t.menu.image} error={errorAt('image')}>
        <ImageDropCrop
          aspect={IMAGE_ASPECT.product}
          value={image || null}
          onUploaded={(url) => form.setValue('image', url, { shouldDirty: true })}
          storeId={storeId}
          purpose="product"
          label={t.menu.image}
        />
      </FormField>
      <HStack align="start" gap="4">
        <FormField label={t.menu.stock} error={errorAt('stock_count')} helper={t.menu.stockHelper}>
          {numberField('stock_count', t.menu.stockUnlimited)}
        </FormField>
        <FlagCheckbox control={control} name="display" label={t.menu.display} mt="8" />
      </HStack>
      <Stack gap="2">
        <Text fontWeight="medium">{t.menu.options}</Text>
        {options.fields.map((o, i) => (
          <HStack key={o.id} align="start">
            <FormField
              label={`${t.menu.optionName} ${i + 1}`}
              error={errorAt(`options.${i}.option_name`)}
              count={{
                length: (watch(`options.${i}.option_name`) ?? '').length,
                max: OPTION_NAME_MAX,
              }}
            >
              <Input {...register(`options.${i}.option_name`)} />
            </FormField>
            <FormField label={`${t.menu.optionPrice} ${i + 1}`} error={errorAt(`options.${i}.option_price`)}>
              {numberField(`options.${i}.option_price`)}
            </FormField>
            <IconButton
              aria-label={`${t.menu.removeOption} ${i + 1}`}
              variant="ghost"
              size="lg"
              mt="6"
              onClick={() => options.remove(i)}
            >
              ✕
            </IconButton>
          </HStack>
        ))}
        {optionsError ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {optionsError}
          </Text>
        ) : null}
        <Button
          alignSelf="start"
          variant="outline"
          onClick={() => options.append({ option_name: '', option_price: '0' })}
        >
          {t.menu.addOption}
        </Button>
      </Stack>
    </FormModal>
  );
}
