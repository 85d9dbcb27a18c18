import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import type { ApiError } from '@/lib/api-client';
import { ko } from '@/i18n/ko';
import { koPeople } from '@/i18n/ko-people';
import { useFindId } from '../api/find-id';
import { useFindPassword } from '../api/find-password';
import { useResetPassword } from '../api/reset-password';

const F = ko.find;

function useErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const onError = (e: ApiError) => {
    setErrors(e.fields ?? {});
    setMessage(e.fields && Object.keys(e.fields).length ? null : e.message);
  };
  return { errors, setErrors, message, onError, reset: () => (setErrors({}), setMessage(null)) };
}

function Notice({ text, status = 'info' }: { text: string; status?: 'info' | 'error' | 'success' }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

export function FindIdDialog({ onClose }: { onClose(): void }) {
  const [form, setForm] = useState({ manager_name: '', manager_phone: '' });
  const [done, setDone] = useState<string | null>(null);
  const e = useErrors();
  const find = useFindId({ onSuccess: (r) => setDone(r.message), onError: e.onError });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    e.reset();
    find.mutate(form);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={F.findId}
      busy={find.isPending}
      footer={
        done ? (
          <Button size="lg" colorPalette="teal" onClick={onClose}>
            {ko.common.confirm}
          </Button>
        ) : (
          <Button
            size="lg"
            colorPalette="teal"
            type="submit"
            form="find-id-form"
            loading={find.isPending}
            loadingText={F.sending}
          >
            {F.send}
          </Button>
        )
      }
    >
      {done ? (
        <Notice text={done} status="success" />
      ) : (
        <form id="find-id-form" onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text color="fg.muted">{F.idHint}</Text>
            {e.message ? <Notice text={e.message} status="error" /> : null}
            <FormField label={F.name} required error={e.errors.manager_name}>
              <Input
                name="manager_name"
                size="lg"
                value={form.manager_name}
                onChange={(ev) => setForm((f) => ({ ...f, manager_name: ev.currentTarget.value }))}
              />
            </FormField>
            <FormField label={F.phone} required error={e.errors.manager_phone}>
              <Input
                name="manager_phone"
                type="tel"
                inputMode="tel"
                size="lg"
                placeholder="010-1234-5678"
                value={form.manager_phone}
                onChange={(ev) => setForm((f) => ({ ...f, manager_phone: ev.currentTarget.value }))}
              />
            </FormField>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

export function FindPasswordDialog({ onClose }: { onClose(): void }) {
  const [step, setStep] = useState<'ask' | 'code' | 'done'>('ask');
  const [notice, setNotice] = useState<string | null>(null);
  const [form, setForm] = useState({
    manager_user_id: '',
    manager_phone: '',
    reset_code: '',
    new_password: '',
    confirm: '',
  });
  const e = useErrors();
  const find = useFindPassword({
    onSuccess: (r) => {
      setNotice(r.message);
      setStep('code');
    },
    onError: e.onError,
  });
  const reset = useResetPassword({
    onSuccess: (r) => {
      setNotice(r.message);
      setStep('done');
    },
    onError: e.onError,
  });
  const set = (key: keyof typeof form) => (ev: { currentTarget: { value: string } }) => {
    const { value } = ev.currentTarget;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    e.reset();
    if (step === 'ask') {
      find.mutate({ manager_user_id: form.manager_user_id, manager_phone: form.manager_phone });
      return;
    }
    if (form.new_password !== form.confirm) {
      e.setErrors({ confirm: F.mismatch });
      return;
    }
    reset.mutate({
      manager_user_id: form.manager_user_id,
      reset_code: form.reset_code,
      new_password: form.new_password,
    });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={F.findPassword}
      busy={find.isPending || reset.isPending}
      footer={
        step === 'done' ? (
          <Button size="lg" colorPalette="teal" onClick={onClose}>
            {ko.common.confirm}
          </Button>
        ) : (
          <Button
            size="lg"
            colorPalette="teal"
            type="submit"
            form="find-password-form"
            loading={find.isPending || reset.isPending}
            loadingText={F.sending}
          >
            {step === 'ask' ? F.send : F.reset}
          </Button>
        )
      }
    >
      {step === 'done' && notice ? (
        <Notice text={notice} status="success" />
      ) : (
        <form id="find-password-form" onSubmit={submit} noValidate>
          <Stack gap="4">
            {step === 'ask' ? <Text color="fg.muted">{F.passwordHint}</Text> : null}
            {notice && step === 'code' ? <Notice text={notice} /> : null}
            {e.message ? <Notice text={e.message} status="error" /> : null}
            <FormField label={F.userId} required error={e.errors.manager_user_id}>
              <Input
                name="manager_user_id"
                size="lg"
                autoCapitalize="none"
                value={form.manager_user_id}
                disabled={step !== 'ask'}
                onChange={set('manager_user_id')}
              />
            </FormField>
            {step === 'ask' ? (
              <>
                <FormField label={F.phone} required error={e.errors.manager_phone}>
                  <Input
                    name="manager_phone"
                    type="tel"
                    inputMode="tel"
                    size="lg"
                    placeholder="010-1234-5678"
                    value={form.manager_phone}
                    onChange={set('manager_phone')}
                  />
                </FormField>
                <Button
                  variant="plain"
                  size="sm"
                  alignSelf="start"
                  onClick={() => form.manager_user_id && setStep('code')}
                >
                  {F.haveCode}
                </Button>
              </>
            ) : (
              <>
                {/* No maxLength: a pasted 7-digit code would be cut to a wrong 6 without a word. */}
                <FormField
                  label={F.code}
                  required
                  error={e.errors.reset_code}
                  count={{ length: form.reset_code.length, max: 6 }}
                >
                  <Input
                    name="reset_code"
                    inputMode="numeric"
                    size="lg"
                    value={form.reset_code}
                    onChange={set('reset_code')}
                  />
                </FormField>
                <FormField
                  label={F.newPassword}
                  required
                  error={e.errors.new_password}
                  helper={koPeople.member.passwordRule}
                >
                  <Input
                    name="new_password"
                    type="password"
                    autoComplete="new-password"
                    size="lg"
                    value={form.new_password}
                    onChange={set('new_password')}
                  />
                </FormField>
                <FormField label={F.newPasswordConfirm} required error={e.errors.confirm}>
                  <Input
                    name="confirm"
                    type="password"
                    autoComplete="new-password"
                    size="lg"
                    value={form.confirm}
                    onChange={set('confirm')}
                  />
                </FormField>
              </>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}
