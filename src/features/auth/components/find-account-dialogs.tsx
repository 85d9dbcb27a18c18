import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { z } from 'zod/mini';
import { findIdCall, findPasswordCall, resetPasswordCall } from '@/contract';
import { FormInput } from '@/components/form-input';
import { Modal } from '@/components/modal';
import { isApiError } from '@/lib/api-client';
import { useContractForm, type ContractForm } from '@/lib/use-contract-form';
import { ko } from '@/i18n/ko';
import { koFind } from '@/i18n/ko-account';
import { koPeople } from '@/i18n/ko-people';
import { useFindId } from '../api/find-id';
import { useFindPassword } from '../api/find-password';
import { useResetPassword } from '../api/reset-password';

const F = koFind;

function Notice({ text, status = 'info' }: { text: string; status?: 'info' | 'error' | 'success' }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * The server's message when it named no field (the dialogs do not toast: the message stays in the
 * dialog, next to what it is about); field messages go onto the fields through the form.
 */
function generalMessage(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) return error.fields && Object.keys(error.fields).length ? null : error.message;
  return error instanceof Error ? error.message : null;
}

/**
 * A find dialog: one form (the contract's request schema) sent by the footer's button, or, once the
 * server has answered, its message and a close button.
 */
function FindDialog<I extends FieldValues, O>({
  id,
  title,
  form,
  onSubmit,
  onClose,
  busy,
  sendLabel,
  done,
  error,
  children,
}: {
  id: string;
  title: string;
  form: ContractForm<I, O>;
  onSubmit(event?: BaseSyntheticEvent): Promise<void>;
  onClose(): void;
  busy: boolean;
  sendLabel: string;
  done: string | null;
  error: unknown;
  children: ReactNode;
}) {
  const message = generalMessage(error);
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      busy={busy}
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
            form={id}
            loading={busy}
            loadingText={F.sending}
          >
            {sendLabel}
          </Button>
        )
      }
    >
      {done ? (
        <Notice text={done} status="success" />
      ) : (
        <FormProvider {...form}>
          <form id={id} onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              {children}
              {message ? <Notice text={message} status="error" /> : null}
            </Stack>
          </form>
        </FormProvider>
      )}
    </Modal>
  );
}

function PhoneInput() {
  return (
    <FormInput
      name="manager_phone"
      label={F.phone}
      required
      type="tel"
      inputMode="tel"
      placeholder="010-1234-5678"
    />
  );
}

export function FindIdDialog({ onClose }: { onClose(): void }) {
  const [done, setDone] = useState<string | null>(null);
  const find = useFindId({ onSuccess: (r) => setDone(r.message) });
  const form = useContractForm(findIdCall.request, {
    defaultValues: { manager_name: '', manager_phone: '' },
    serverErrors: find.fieldErrors,
  });
  return (
    <FindDialog
      id="find-id-form"
      title={F.findId}
      form={form}
      onSubmit={form.submit((body) => find.mutateAsync(body))}
      onClose={onClose}
      busy={find.isPending}
      sendLabel={F.send}
      done={done}
      error={find.error}
    >
      <Text color="fg.muted">{F.idHint}</Text>
      <FormInput name="manager_name" label={F.name} required />
      <PhoneInput />
    </FindDialog>
  );
}

/** The reset step's form: the request plus the new password typed again, which must match. */
const resetForm = z
  .extend(resetPasswordCall.request, { confirm: z.string() })
  .check(z.refine((v) => v.new_password === v.confirm, { message: F.mismatch, path: ['confirm'] }));

/**
 * 비밀번호 찾기 in two steps in one dialog (a second dialog opening as the first closes would see the
 * focus go back to the page and close itself): the id and phone number ask for a 6-digit code; the code
 * and a new password set it (the id carries over). "인증번호를 받았어요" goes straight to the second step.
 */
export function FindPasswordDialog({ onClose }: { onClose(): void }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const [done, setDone] = useState<string | null>(null);
  const find = useFindPassword({
    onSuccess: (r, body) => toCode(body.manager_user_id, r.message),
  });
  const reset = useResetPassword({ onSuccess: (r) => setDone(r.message) });
  const ask = useContractForm(findPasswordCall.request, {
    defaultValues: { manager_user_id: '', manager_phone: '' },
    serverErrors: find.fieldErrors,
  });
  const code = useContractForm(resetForm, {
    defaultValues: { manager_user_id: '', reset_code: '', new_password: '', confirm: '' },
    serverErrors: reset.fieldErrors,
  });
  function toCode(userId: string, message: string | null) {
    code.setValue('manager_user_id', userId);
    setNotice(message);
    setStep('code');
  }
  const haveCode = () => {
    const id = ask.getValues('manager_user_id').trim();
    if (id) toCode(id, null);
    else void ask.trigger('manager_user_id', { shouldFocus: true });
  };
  const frame = {
    id: 'find-password-form',
    title: F.findPassword,
    onClose,
  };
  return step === 'ask' ? (
    <FindDialog
      {...frame}
      form={ask}
      onSubmit={ask.submit((body) => find.mutateAsync(body))}
      busy={find.isPending}
      sendLabel={F.send}
      done={null}
      error={find.error}
    >
      <Text color="fg.muted">{F.passwordHint}</Text>
      <FormInput name="manager_user_id" label={F.userId} required autoCapitalize="none" />
      <PhoneInput />
      <Button variant="plain" size="sm" alignSelf="start" onClick={haveCode}>
        {F.haveCode}
      </Button>
    </FindDialog>
  ) : (
    <FindDialog
      {...frame}
      form={code}
      onSubmit={code.submit(({ confirm: _confirm, ...body }) => reset.mutateAsync(body))}
      busy={reset.isPending}
      sendLabel={F.reset}
      done={done}
      error={reset.error}
    >
      {notice ? <Notice text={notice} /> : null}
      <FormInput name="manager_user_id" label={F.userId} required disabled />
      {/* No maxLength: a pasted 7-digit code would be cut to a wrong 6 without a word. */}
      <FormInput name="reset_code" label={F.code} required inputMode="numeric" max={6} />
      <FormInput
        name="new_password"
        label={F.newPassword}
        required
        type="password"
        autoComplete="new-password"
        helper={koPeople.member.passwordRule}
      />
      <FormInput
        name="confirm"
        label={F.newPasswordConfirm}
        required
        type="password"
        autoComplete="new-password"
      />
    </FindDialog>
  );
}
