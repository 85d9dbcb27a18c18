import { useState } from 'react';
import { Button, Checkbox, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { IMAGE_ASPECT, type Product, type ProductGroup } from '@/contract';
import { FormField } from '@/components/form-field';
import { ImageDropCrop } from '@/components/image-drop-crop';
import { Modal } from '@/components/modal';
import { SelectBox } from '@/components/select-box';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useEditProduct } from '../api/edit-product';

const t = koMenuStore;

interface ProductFormModalProps {
  storeId: number;
  groups: ProductGroup[];
  /** null = a new product in `defaultGroupId`. */
  product: Product | null;
  defaultGroupId: number | null;
  onClose(): void;
}

interface OptionDraft {
  option_name: string;
  option_price: string;
}

export function ProductFormModal({
  storeId,
  groups,
  product,
  defaultGroupId,
  onClose,
}: ProductFormModalProps) {
  const [groupId, setGroupId] = useState(String(product?.store_product_group_id ?? defaultGroupId ?? ''));
  const [name, setName] = useState(product?.product_name ?? '');
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [image, setImage] = useState<string | null>(product?.image ?? null);
  const [stock, setStock] = useState(
    product?.stock_count === null || !product ? '' : String(product.stock_count),
  );
  const [display, setDisplay] = useState(product ? product.display === 1 : true);
  const [options, setOptions] = useState<OptionDraft[]>(
    (product?.options ?? []).map((o) => ({
      option_name: o.option_name,
      option_price: String(o.option_price),
    })),
  );
  const save = useEditProduct({
    onSuccess: () => {
      toast.success(t.common.saved);
      onClose();
    },
  });
  const errors = save.fieldErrors;

  const submit = () =>
    save.mutate({
      store_id: storeId,
      product_id: product?.product_id,
      store_product_group_id: groupId,
      product_name: name,
      price,
      description,
      image: image ?? '',
      stock_count: stock,
      display: display ? 1 : 0,
      options: options.map((o) => ({ option_name: o.option_name, option_price: o.option_price })),
    });

  const setOption = (i: number, patch: Partial<OptionDraft>) =>
    setOptions((list) => list.map((o, k) => (k === i ? { ...o, ...patch } : o)));

  return (
    <Modal
      open
      size="xl"
      onClose={onClose}
      title={product ? t.menu.editProduct : t.menu.addProduct}
      busy={save.isPending}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button colorPalette="teal" size="lg" loading={save.isPending} onClick={submit}>
            {t.common.save}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FormField label={t.menu.group} error={errors.store_product_group_id} required>
          <SelectBox
            label={t.menu.group}
            size="lg"
            value={groupId}
            placeholder={t.menu.group}
            options={groups.map((g) => ({
              label: g.store_product_group_name,
              value: String(g.store_product_group_id),
            }))}
            onChange={setGroupId}
          />
        </FormField>
        <HStack align="start" gap="4">
          <FormField label={t.menu.productName} error={errors.product_name} required>
            <Input size="lg" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={50} />
          </FormField>
          <FormField label={t.menu.price} error={errors.price} required>
            <Input
              size="lg"
              inputMode="numeric"
              value={price}
              onChange={(e) => setPrice(e.currentTarget.value.replace(/[^\d]/g, ''))}
            />
          </FormField>
        </HStack>
        <FormField label={t.menu.description} error={errors.description}>
          <Textarea
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={500}
            rows={2}
          />
        </FormField>
        <FormField label={t.menu.image} error={errors.image}>
          <ImageDropCrop
            aspect={IMAGE_ASPECT.product}
            value={image}
            onUploaded={setImage}
            storeId={storeId}
            purpose="product"
            label={t.menu.image}
          />
        </FormField>
        <HStack align="start" gap="4">
          <FormField label={t.menu.stock} error={errors.stock_count} helper={t.menu.stockHelper}>
            <Input
              size="lg"
              inputMode="numeric"
              value={stock}
              placeholder={t.menu.stockUnlimited}
              onChange={(e) => setStock(e.currentTarget.value.replace(/[^\d]/g, ''))}
            />
          </FormField>
          <Checkbox.Root
            checked={display}
            onCheckedChange={(d) => setDisplay(d.checked === true)}
            size="lg"
            mt="8"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.menu.display}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        <Stack gap="2">
          <Text fontWeight="medium">{t.menu.options}</Text>
          {options.map((o, i) => (
            <HStack key={i} align="start">
              <FormField label={`${t.menu.optionName} ${i + 1}`} error={errors[`options.${i}.option_name`]}>
                <Input
                  value={o.option_name}
                  onChange={(e) => setOption(i, { option_name: e.currentTarget.value })}
                  maxLength={30}
                />
              </FormField>
              <FormField label={t.menu.optionPrice} error={errors[`options.${i}.option_price`]}>
                <Input
                  inputMode="numeric"
                  value={o.option_price}
                  onChange={(e) =>
                    setOption(i, { option_price: e.currentTarget.value.replace(/[^\d]/g, '') })
                  }
                />
              </FormField>
              <IconButton
                aria-label={`${t.menu.removeOption} ${i + 1}`}
                variant="ghost"
                size="lg"
                mt="6"
                onClick={() => setOptions((list) => list.filter((_, k) => k !== i))}
              >
                ✕
              </IconButton>
            </HStack>
          ))}
          {errors.options ? (
            <Text color="red.600" fontSize="sm">
              {errors.options}
            </Text>
          ) : null}
          <Button
            alignSelf="start"
            variant="outline"
            onClick={() => setOptions((list) => [...list, { option_name: '', option_price: '0' }])}
          >
            {t.menu.addOption}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
