import { Input } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { GROUP_NAME_MAX, productGroupEditCall, type ProductGroup } from '@/contract';
import { FlagCheckbox } from '@/components/flag-checkbox';
import { FormField } from '@/components/form-field';
import { FormModal } from '@/components/form-modal';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useContractForm } from '@/lib/use-contract-form';
import { useEditProductGroup } from '../api/edit-product-group';

const t = koMenuStore;

interface GroupFormModalProps {
  storeId: number;
  /** null = a new group. */
  group: ProductGroup | null;
  onClose(): void;
  onSaved?(group: ProductGroup): void;
}

export function GroupFormModal({ storeId, group, onClose, onSaved }: GroupFormModalProps) {
  const save = useEditProductGroup({
    onSuccess: (data) => {
      toast.success(t.common.saved);
      onSaved?.(data.group);
      onClose();
    },
  });
  const form = useContractForm(productGroupEditCall.request, {
    defaultValues: {
      store_id: storeId,
      store_product_group_id: group?.store_product_group_id,
      store_product_group_name: group?.store_product_group_name ?? '',
      display: group ? group.display : 1,
    },
    serverErrors: save.fieldErrors,
  });
  const { control, errorOf, register } = form;
  const dirty = form.formState.isDirty;
  const name = form.watch('store_product_group_name') ?? '';
  return (
    <FormModal
      title={group ? t.menu.editGroup : t.menu.addGroup}
      saving={save.isPending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
    >
      <FormField
        label={t.menu.groupName}
        error={errorOf('store_product_group_name')}
        count={{ length: name.length, max: GROUP_NAME_MAX }}
        required
      >
        <Input size="lg" {...register('store_product_group_name')} />
      </FormField>
      <FlagCheckbox control={control} name="display" label={t.menu.groupDisplay} />
    </FormModal>
  );
}
