import { useState } from 'react';
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useWatch } from 'react-hook-form';
import {
  dupcheckCall,
  GroupId,
  isSuperAdminGroup,
  MANAGER_NAME_MAX,
  managerEditCall,
  type ManagerDetail,
} from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { FormModal, FormModalLoading } from '@/components/form-modal';
import { FormSelect } from '@/components/form-select';
import type { SelectOption } from '@/lib/codes';
import { apiPost, isApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/use-contract-form';
import { useDeleteManager } from '../api/delete-manager';
import { useEditManager } from '../api/edit-manager';
import { useGetManager } from '../api/get-manager';
import { useListManagerGroups } from '../api/list-manager-groups';
import { useListStoreGroups } from '../api/list-store-groups';
import { useListStores } from '../api/list-stores';
import { P } from './people-parts';

const M = P.member;

interface ManagerFormDialogProps {
  /** null: a new member. */
  managerId: number | null;
  /** The store a new member joins (the /manager-list screen); null: choose one (/store-list). */
  fixedStore: { id: number; name: string } | null;
  /** Whether the caller may pick "no store" and a franchise (super admins). */
  canChooseFranchise: boolean;
  onClose(): void;
}

/** Add or edit a store member. An edit first loads the member's detail (whole phone number). */
export function ManagerFormDialog({
  managerId,
  fixedStore,
  canChooseFranchise,
  onClose,
}: ManagerFormDialogProps) {
  const detail = useGetManager({ manager_id: managerId ?? 0 }, managerId !== null);
  const title = managerId === null ? M.addTitle : M.editTitle;
  if (managerId !== null && !detail.data) {
    return <FormModalLoading title={title} error={detail.error} onClose={onClose} />;
  }
  return (
    <ManagerForm
      initial={detail.data?.manager ?? null}
      fixedStore={fixedStore}
      canChooseFranchise={canChooseFranchise}
      title={title}
      onClose={onClose}
    />
  );
}

/** Thrown to stop a save the form itself refuses (the message is already on the field). */
class Refused extends Error {}

function ManagerForm({
  initial,
  fixedStore,
  canChooseFranchise,
  title,
  onClose,
}: {
  initial: ManagerDetail | null;
  fixedStore: ManagerFormDialogProps['fixedStore'];
  canChooseFranchise: boolean;
  title: string;
  onClose(): void;
}) {
  // The id that passed the duplicate check (an unchanged id of an existing member needs none).
  const [checked, setChecked] = useState<{ value: string; duplicate: boolean; message: string } | null>(
    initial ? { value: initial.manager_user_id, duplicate: false, message: '' } : null,
  );
  const [checking, setChecking] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const self = initial?.is_self ?? false;

  const groups = useListManagerGroups({});
  const stores = useListStores({ filter_type: 1, keyword: '', page_no: 1 }, fixedStore === null);
  const franchises = useListStoreGroups({}, canChooseFranchise);

  const edit = useEditManager({
    onSuccess: () => {
      toast.success(P.common.saved);
      onClose();
    },
  });
  const del = useDeleteManager({
    onSuccess: () => {
      toast.success(P.common.deleted);
      setConfirmDelete(false);
      onClose();
    },
    onError: () => setConfirmDelete(false),
  });
  const form = useContractForm(managerEditCall.request, {
    defaultValues: {
      manager_id: initial?.manager_id,
      manager_user_id: initial?.manager_user_id ?? '',
      manager_password: '',
      manager_name: initial?.manager_name ?? '',
      manager_group_id: String(initial?.manager_group_id ?? GroupId.MANAGER),
      store_id: initial ? String(initial.store_id ?? '') : fixedStore ? String(fixedStore.id) : '',
      store_group_id: String(initial?.store_group_id ?? ''),
      manager_phone: initial?.manager_phone ?? '',
      manager_email: initial?.manager_email ?? '',
      active: String(initial?.active ?? 1),
    },
    serverErrors: edit.fieldErrors,
  });
  const { control, register, errorOf, setError, clearErrors, getValues } = form;
  const dirty = form.formState.isDirty;
  const [userIdValue, groupValue, storeValue, nameValue] = useWatch({
    control,
    name: ['manager_user_id', 'manager_group_id', 'store_id', 'manager_name'],
  });
  const userId = String(userIdValue ?? '').trim();

  const checkDuplicate = async () => {
    const value = String(getValues('manager_user_id') ?? '').trim();
    if (!value) {
      setError('manager_user_id', { type: 'dup', message: M.userIdRule }, { shouldFocus: true });
      return;
    }
    setChecking(true);
    try {
      const r = await apiPost(dupcheckCall, { column_name: 'manager_user_id', check_value: value });
      setChecked({ value, duplicate: r.duplicate, message: r.message });
      clearErrors('manager_user_id');
    } catch (e) {
      if (isApiError(e)) {
        toast.error(e.message);
        const message = e.fields?.check_value ?? e.fields?.manager_user_id;
        if (message) setError('manager_user_id', { type: 'server', message });
      }
    } finally {
      setChecking(false);
    }
  };

  // Super-admin groups belong to no store: the server ignores a store for them, so none is sent.
  const superGroup = isSuperAdminGroup(Number(groupValue));
  const submit = form.submit(async (body) => {
    if (!checked || checked.value !== body.manager_user_id || checked.duplicate) {
      const duplicate = checked?.duplicate && checked.value === body.manager_user_id;
      setError(
        'manager_user_id',
        { type: 'dup', message: duplicate ? checked.message : M.dupNeeded },
        { shouldFocus: true },
      );
      throw new Refused();
    }
    await edit.mutateAsync({
      ...body,
      store_id: superGroup ? undefined : body.store_id,
      // A franchise only for a member without a store.
      store_group_id: superGroup || body.store_id !== undefined ? undefined : body.store_group_id,
    });
  });

  const groupOptions = (groups.data?.group_list ?? []).map((g) => ({
    label: g.group_name,
    value: String(g.group_id),
  }));
  if (initial && !groupOptions.some((g) => g.value === String(initial.manager_group_id))) {
    groupOptions.push({ label: initial.manager_group_name, value: String(initial.manager_group_id) });
  }
  const storeOptions = [
    ...(canChooseFranchise ? [{ label: M.noStore, value: '' }] : []),
    ...(stores.data?.store_list ?? []).map((s) => ({ label: s.store_name, value: String(s.store_id) })),
  ];
  if (initial?.store_id && !storeOptions.some((s) => s.value === String(initial.store_id))) {
    storeOptions.push({
      label: initial.store_name ?? String(initial.store_id),
      value: String(initial.store_id),
    });
  }
  const franchiseOptions = [
    { label: '—', value: '' },
    ...(franchises.data?.group_list ?? []).map((g) => ({
      label: g.store_group_name,
      value: String(g.store_group_id),
    })),
  ];
  const idOk = checked && checked.value === userId && !checked.duplicate && checked.message;
  // A refused id stays marked while it is in the field (a save's schema check does not clear it).
  const idTaken = checked?.duplicate && checked.value === userId ? checked.message : undefined;
  /** A select bound to one request key. */
  const select = (
    name: 'manager_group_id' | 'store_id' | 'store_group_id' | 'active',
    label: string,
    options: SelectOption[],
    placeholder?: string,
  ) => (
    <FormSelect
      control={control}
      name={name}
      label={label}
      options={options}
      placeholder={placeholder}
      disabled={self}
    />
  );

  return (
    <>
      <FormModal
        title={title}
        size="lg"
        saving={form.saving}
        dirty={dirty}
        onClose={onClose}
        onSubmit={submit}
        footerStart={
          initial && !self ? (
            <Button
              size="lg"
              variant="outline"
              colorPalette="red"
              me="auto"
              onClick={() => setConfirmDelete(true)}
            >
              {P.common.delete}
            </Button>
          ) : undefined
        }
      >
        {self ? <Text color="fg.muted">{M.selfNote}</Text> : null}
        <FormField
          label={M.userId}
          required
          error={errorOf('manager_user_id') ?? idTaken}
          helper={idOk ? checked.message : M.userIdRule}
        >
          <HStack w="full">
            <Input size="lg" autoComplete="off" {...register('manager_user_id')} />
            <Button
              size="lg"
              variant="outline"
              onClick={() => void checkDuplicate()}
              loading={checking}
              loadingText={M.dupChecking}
            >
              {M.dupCheck}
            </Button>
          </HStack>
        </FormField>
        <FormField
          label={M.password}
          required={!initial}
          error={errorOf('manager_password')}
          helper={initial ? `${M.passwordKeep} ${M.passwordRule}` : M.passwordRule}
        >
          <Input type="password" size="lg" autoComplete="new-password" {...register('manager_password')} />
        </FormField>
        <FormField
          label={M.name}
          required
          error={errorOf('manager_name')}
          count={{ length: String(nameValue ?? '').length, max: MANAGER_NAME_MAX }}
        >
          <Input size="lg" {...register('manager_name')} />
        </FormField>
        <FormField label={M.group} required error={errorOf('manager_group_id')}>
          {select('manager_group_id', M.group, groupOptions)}
        </FormField>
        {superGroup ? null : fixedStore ? (
          <FormField label={M.store}>
            <Text fontWeight="semibold">{initial?.store_name ?? fixedStore.name}</Text>
          </FormField>
        ) : (
          <FormField label={M.store} error={errorOf('store_id')}>
            {select('store_id', M.store, storeOptions, M.store)}
          </FormField>
        )}
        {!superGroup && canChooseFranchise && String(storeValue ?? '') === '' ? (
          <FormField label={M.franchise} error={errorOf('store_group_id')}>
            {select('store_group_id', M.franchise, franchiseOptions)}
          </FormField>
        ) : null}
        <FormField label={M.phone} error={errorOf('manager_phone')}>
          <Input
            type="tel"
            inputMode="tel"
            size="lg"
            placeholder="010-1234-5678"
            {...register('manager_phone')}
          />
        </FormField>
        <FormField label={M.email} error={errorOf('manager_email')}>
          <Input type="email" size="lg" {...register('manager_email')} />
        </FormField>
        <FormField label={M.status} error={errorOf('active')}>
          {select('active', M.status, [
            { label: P.common.active, value: '1' },
            { label: P.common.inactive, value: '0' },
          ])}
        </FormField>
      </FormModal>
      <ConfirmDialog
        open={confirmDelete}
        title={M.deleteTitle}
        body={M.deleteConfirm(initial?.manager_name ?? '')}
        confirmLabel={P.common.delete}
        danger
        busy={del.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => initial && del.mutate({ manager_id: initial.manager_id })}
      />
    </>
  );
}
