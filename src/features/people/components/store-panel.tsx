import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, Button, Heading, HStack, Input, Textarea } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { STORE_ADD_MAX, storeAddCall } from '@/contract';
import { useContractForm } from '@/lib/use-contract-form';
import { DataTable } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { useAddStore } from '../api/add-store';
import { useListStoreGroups } from '../api/list-store-groups';
import { FormModal } from '@/components/form-modal';
import { FormSelect } from '@/components/form-select';
import type { SelectOption } from '@/lib/codes';
import { P } from './people-parts';

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
  const add = useAddStore({
    onSuccess: (r) => {
      toast.success(S.added(r.store_name));
      onClose();
    },
  });
  const form = useContractForm(storeAddCall.request, {
    defaultValues: {
      store_name: '',
      store_app_name: '',
      store_type: '0',
      store_group_id: '',
      store_phone: '',
      store_address: '',
      store_description: '',
    },
    serverErrors: add.fieldErrors,
  });
  const { control, register, errorOf } = form;
  const values = useWatch({ control });
  const countOf = (name: keyof typeof STORE_ADD_MAX) => ({
    length: String(values[name] ?? '').length,
    max: STORE_ADD_MAX[name],
  });
  /** A select bound to one request key. */
  const select = (name: 'store_type' | 'store_group_id', label: string, options: SelectOption[]) => (
    <FormSelect control={control} name={name} label={label} options={options} />
  );
  return (
    <FormModal
      title={S.addTitle}
      saving={form.saving}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={form.submit((body) => add.mutateAsync(body))}
    >
      <FormField label={S.name} required error={errorOf('store_name')} count={countOf('store_name')}>
        <Input size="lg" {...register('store_name')} />
      </FormField>
      <FormField
        label={S.appName}
        error={errorOf('store_app_name')}
        helper={S.appNameHint}
        count={countOf('store_app_name')}
      >
        <Input size="lg" {...register('store_app_name')} />
      </FormField>
      <FormField label={S.type} error={errorOf('store_type')}>
        {select('store_type', S.type, [
          { label: S.typeNormal, value: '0' },
          { label: S.typeStadium, value: '1' },
        ])}
      </FormField>
      <FormField label={S.franchise} error={errorOf('store_group_id')}>
        {select('store_group_id', S.franchise, [
          { label: S.noFranchise, value: '' },
          ...franchises.map((g) => ({ label: g.store_group_name, value: String(g.store_group_id) })),
        ])}
      </FormField>
      <FormField label={S.phone} error={errorOf('store_phone')}>
        <Input type="tel" size="lg" {...register('store_phone')} />
      </FormField>
      <FormField label={S.address} error={errorOf('store_address')} count={countOf('store_address')}>
        <Input size="lg" {...register('store_address')} />
      </FormField>
      <FormField
        label={S.description}
        error={errorOf('store_description')}
        count={countOf('store_description')}
      >
        <Textarea {...register('store_description')} />
      </FormField>
    </FormModal>
  );
}
