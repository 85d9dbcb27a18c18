import { useState, type FormEvent } from 'react';
import { Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { dupcheckCall, GroupId, isSuperAdminGroup, type ManagerDetail } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { SelectBox } from '@/components/select-box';
import { apiPost, isApiError } from '@/lib/api-client';
import { useDeleteManager } from '../api/delete-manager';
import { useEditManager } from '../api/edit-manager';
import { useGetManager } from '../api/get-manager';
import { useListManagerGroups } from '../api/list-manager-groups';
import { useListStoreGroups } from '../api/list-store-groups';
import { useListStores } from '../api/list-stores';
import { P, useFormErrors } from './people-parts';

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
    return (
      <Modal open onClose={onClose} title={title}>
        {detail.error ? <Text color="fg.error">{detail.error.message}</Text> : <Spinner />}
      </Modal>
    );
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

interface FormState {
  manager_user_id: string;
  manager_password: string;
  manager_name: string;
  manager_group_id: string;
  store_id: string;
  store_group_id: string;
  manager_phone: string;
  manager_email: string;
  active: string;
}

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
  const [form, setForm] = useState<FormState>(() => ({
    manager_user_id: initial?.manager_user_id ?? '',
    manager_password: '',
    manager_name: initial?.manager_name ?? '',
    manager_group_id: String(initial?.manager_group_id ?? GroupId.MANAGER),
    store_id: initial ? String(initial.store_id ?? '') : fixedStore ? String(fixedStore.id) : '',
    store_group_id: String(initial?.store_group_id ?? ''),
    manager_phone: initial?.manager_phone ?? '',
    manager_email: initial?.manager_email ?? '',
    active: String(initial?.active ?? 1),
  }));
  // The id that passed the duplicate check (an unchanged id of an existing member needs none).
  const [checked, setChecked] = useState<{ value: string; duplicate: boolean; message: string } | null>(
    initial ? { value: initial.manager_user_id, duplicate: false, message: '' } : null,
  );
  const [checking, setChecking] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { errors, setErrors, onError, fromError, clear } = useFormErrors();
  const self = initial?.is_self ?? false;

  const groups = useListManagerGroups({});
  const stores = useListStores({ filter_type: 1, keyword: '', page_no: 1 }, fixedStore === null);
  const franchises = useListStoreGroups({}, canChooseFranchise);

  const edit = useEditManager({
    onSuccess: () => {
      toast.success(P.common.saved);
      onClose();
    },
    onError: fromError,
  });
  const del = useDeleteManager({
    onSuccess: () => {
      toast.success(P.common.deleted);
      setConfirmDelete(false);
      onClose();
    },
    onError: (e) => {
      setConfirmDelete(false);
      fromError(e);
    },
  });

  const set = (key: keyof FormState) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    clear(key);
  };

  const checkDuplicate = async () => {
    const value = form.manager_user_id.trim();
    if (!value) {
      setErrors((e) => ({ ...e, manager_user_id: M.userIdRule }));
      return;
    }
    setChecking(true);
    try {
      const r = await apiPost(dupcheckCall, { column_name: 'manager_user_id', check_value: value });
      setChecked({ value, duplicate: r.duplicate, message: r.message });
      setErrors((e) => {
        const next = { ...e };
        if (r.duplicate) next.manager_user_id = r.message;
        else delete next.manager_user_id;
        return next;
      });
    } catch (e) {
      if (isApiError(e)) onError(e);
    } finally {
      setChecking(false);
    }
  };

  // Super-admin groups belong to no store: the server ignores a store for them, so none is sent.
  const superGroup = isSuperAdminGroup(Number(form.manager_group_id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const userId = form.manager_user_id.trim();
    if (!checked || checked.value !== userId || checked.duplicate) {
      setErrors((e) => ({
        ...e,
        manager_user_id: checked?.duplicate && checked.value === userId ? checked.message : M.dupNeeded,
      }));
      return;
    }
    edit.mutate({
      manager_id: initial?.manager_id,
      manager_user_id: userId,
      manager_password: form.manager_password,
      manager_name: form.manager_name,
      manager_group_id: Number(form.manager_group_id),
      store_id: superGroup ? undefined : form.store_id === '' ? undefined : Number(form.store_id),
      store_group_id:
        superGroup || form.store_id !== ''
          ? undefined
          : form.store_group_id === ''
            ? undefined
            : Number(form.store_group_id),
      manager_phone: form.manager_phone,
      manager_email: form.manager_email,
      active: Number(form.active),
    });
  };

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
  const idOk =
    checked && checked.value === form.manager_user_id.trim() && !checked.duplicate && checked.message;

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="lg"
      busy={edit.isPending}
      footer={
        <HStack w="full" justify="space-between">
          {initial && !self ? (
            <Button size="lg" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
              {P.common.delete}
            </Button>
          ) : (
            <span />
          )}
          <HStack>
            <Button size="lg" variant="outline" onClick={onClose}>
              {P.common.cancel}
            </Button>
            <Button size="lg" colorPalette="teal" type="submit" form="manager-form" loading={edit.isPending}>
              {P.common.save}
            </Button>
          </HStack>
        </HStack>
      }
    >
      <form id="manager-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          {self ? <Text color="fg.muted">{M.selfNote}</Text> : null}
          <FormField
            label={M.userId}
            required
            error={errors.manager_user_id}
            helper={idOk ? checked.message : M.userIdRule}
          >
            <HStack w="full">
              <Input
                name="manager_user_id"
                size="lg"
                autoComplete="off"
                value={form.manager_user_id}
                onChange={(e) => set('manager_user_id')(e.currentTarget.value)}
              />
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
            error={errors.manager_password}
            helper={initial ? `${M.passwordKeep} ${M.passwordRule}` : M.passwordRule}
          >
            <Input
              name="manager_password"
              type="password"
              size="lg"
              autoComplete="new-password"
              value={form.manager_password}
              onChange={(e) => set('manager_password')(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={M.name} required error={errors.manager_name}>
            <Input
              name="manager_name"
              size="lg"
              value={form.manager_name}
              onChange={(e) => set('manager_name')(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={M.group} required error={errors.manager_group_id}>
            <SelectBox
              name="manager_group_id"
              label={M.group}
              size="lg"
              value={form.manager_group_id}
              options={groupOptions}
              disabled={self}
              onChange={set('manager_group_id')}
            />
          </FormField>
          {superGroup ? null : fixedStore ? (
            <FormField label={M.store}>
              <Text fontWeight="semibold">{initial?.store_name ?? fixedStore.name}</Text>
            </FormField>
          ) : (
            <FormField label={M.store} error={errors.store_id}>
              <SelectBox
                name="store_id"
                label={M.store}
                size="lg"
                value={form.store_id}
                options={storeOptions}
                placeholder={M.store}
                disabled={self}
                onChange={set('store_id')}
              />
            </FormField>
          )}
          {!superGroup && canChooseFranchise && form.store_id === '' ? (
            <FormField label={M.franchise} error={errors.store_group_id}>
              <SelectBox
                name="store_group_id"
                label={M.franchise}
                size="lg"
                value={form.store_group_id}
                options={franchiseOptions}
                disabled={self}
                onChange={set('store_group_id')}
              />
            </FormField>
          ) : null}
          <FormField label={M.phone} error={errors.manager_phone}>
            <Input
              name="manager_phone"
              type="tel"
              inputMode="tel"
              size="lg"
              placeholder="010-1234-5678"
              value={form.manager_phone}
              onChange={(e) => set('manager_phone')(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={M.email} error={errors.manager_email}>
            <Input
              name="manager_email"
              type="email"
              size="lg"
              value={form.manager_email}
              onChange={(e) => set('manager_email')(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={M.status} error={errors.active}>
            <SelectBox
              name="active"
              label={M.status}
              size="lg"
              value={form.active}
              disabled={self}
              options={[
                { label: P.common.active, value: '1' },
                { label: P.common.inactive, value: '0' },
              ]}
              onChange={set('active')}
            />
          </FormField>
        </Stack>
      </form>
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
    </Modal>
  );
}
