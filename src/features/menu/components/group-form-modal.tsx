import { useState } from 'react';
import { Button, Checkbox, Input, Stack } from '@chakra-ui/react';
import toast from '@/lib/toast';
import type { ProductGroup } from '@/contract';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { koMenuStore } from '@/i18n/ko-menu-store';
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
  const [name, setName] = useState(group?.store_product_group_name ?? '');
  const [display, setDisplay] = useState(group ? group.display === 1 : true);
  const save = useEditProductGroup({
    onSuccess: (data) => {
      toast.success(t.common.saved);
      onSaved?.(data.group);
      onClose();
    },
  });
  const errors = save.fieldErrors;
  return (
    <Modal
      open
      onClose={onClose}
      title={group ? t.menu.editGroup : t.menu.addGroup}
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
              save.mutate({
                store_id: storeId,
                store_product_group_id: group?.store_product_group_id,
                store_product_group_name: name,
                display: display ? 1 : 0,
              })
            }
          >
            {t.common.save}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FormField label={t.menu.groupName} error={errors.store_product_group_name} required>
          <Input size="lg" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={30} />
        </FormField>
        <Checkbox.Root checked={display} onCheckedChange={(d) => setDisplay(d.checked === true)} size="lg">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.menu.groupDisplay}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </Modal>
  );
}
