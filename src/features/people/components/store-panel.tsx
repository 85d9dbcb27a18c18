import { useState, type FormEvent } from 'react';
import { Box, Button, Heading, HStack, Input, Textarea } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { DataTable } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { SelectBox } from '@/components/select-box';
import { useAddStore } from '../api/add-store';
import { useListStoreGroups } from '../api/list-store-groups';
import { FormModal, P, useFormErrors } from './people-parts';

const S = P.store;

/** Super admins: the franchises with their store counts, and adding a store. */
export function StorePanel() {
  const groups = useListStoreGroups({});
  const [adding, setAdding] = useState(false);
  return (
    <Box mt="8">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="lg">
          {S.groups}
        </Heading>
        <Button size="lg" colorPalette="teal" variant="outline" onClick={() => setAdding(true)}>
          {S.add}
        </Button>
      </HStack>
      <DataTable
        label={S.groups}
        columns={[
          { key: 'store_group_name', header: S.groupName },
          {
            key: 'store_count',
            header: S.storeCount,
            align: 'end',
            cell: (r) => r.store_count.toLocaleString('ko-KR'),
          },
        ]}
        rows={groups.data?.group_list}
        query={groups}
        rowKey={(r) => r.store_group_id}
      />
      {adding ? (
        <AddStoreDialog franchises={groups.data?.group_list ?? []} onClose={() => setAdding(false)} />
      ) : null}
    </Box>
  );
}

function AddStoreDialog({
  franchises,
  onClose,
}: {
  franchises: { store_group_id: number; store_group_name: string }[];
  onClose(): void;
}) {
  const [form, setForm] = useState({
    store_name: '',
    store_app_name: '',
    store_type: '0',
    store_group_id: '',
    store_phone: '',
    store_address: '',
    store_description: '',
  });
  const { errors, fromError, clear } = useFormErrors();
  const add = useAddStore({
    onSuccess: (r) => {
      toast.success(S.added(r.store_name));
      onClose();
    },
    onError: fromError,
  });
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    clear(key);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({
      ...form,
      store_type: Number(form.store_type),
      store_group_id: form.store_group_id === '' ? undefined : Number(form.store_group_id),
    });
  };
  return (
    <FormModal
      formId="store-add-form"
      title={S.addTitle}
      saving={add.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormField label={S.name} required error={errors.store_name}>
        <Input
          name="store_name"
          size="lg"
          value={form.store_name}
          onChange={(e) => set('store_name')(e.currentTarget.value)}
        />
      </FormField>
      <FormField label={S.appName} error={errors.store_app_name} helper={S.appNameHint}>
        <Input
          name="store_app_name"
          size="lg"
          value={form.store_app_name}
          onChange={(e) => set('store_app_name')(e.currentTarget.value)}
        />
      </FormField>
      <FormField label={S.type} error={errors.store_type}>
        <SelectBox
          label={S.type}
          size="lg"
          value={form.store_type}
          options={[
            { label: S.typeNormal, value: '0' },
            { label: S.typeStadium, value: '1' },
          ]}
          onChange={set('store_type')}
        />
      </FormField>
      <FormField label={S.franchise} error={errors.store_group_id}>
        <SelectBox
          label={S.franchise}
          size="lg"
          value={form.store_group_id}
          options={[
            { label: S.noFranchise, value: '' },
            ...franchises.map((g) => ({ label: g.store_group_name, value: String(g.store_group_id) })),
          ]}
          onChange={set('store_group_id')}
        />
      </FormField>
      <FormField label={S.phone} error={errors.store_phone}>
        <Input
          name="store_phone"
          type="tel"
          size="lg"
          value={form.store_phone}
          onChange={(e) => set('store_phone')(e.currentTarget.value)}
        />
      </FormField>
      <FormField label={S.address} error={errors.store_address}>
        <Input
          name="store_address"
          size="lg"
          value={form.store_address}
          onChange={(e) => set('store_address')(e.currentTarget.value)}
        />
      </FormField>
      <FormField label={S.description} error={errors.store_description}>
        <Textarea
          name="store_description"
          value={form.store_description}
          onChange={(e) => set('store_description')(e.currentTarget.value)}
        />
      </FormField>
    </FormModal>
  );
}
