import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { controlClass, fieldErrorClass } from '@/components/ui/form';
import { STORE_MODE_GROUP_TYPE } from '@/contract';
import { ko } from '@/i18n/ko';
import { isApiError } from '@/lib/api-client';
import { credentialsSchema, useLoginManager, type Credentials } from '../api/login-manager';
import { FindAccountLinks } from './find-account-dialog';
import s from './login.module.css';

type FieldErrors = Partial<Record<keyof Credentials, string>>;

function Field({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <input
        id={id}
        className={cx(controlClass, s.input)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLoginManager();
  const [values, setValues] = useState<Credentials>({ manager_user_id: '', manager_password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const update = (key: keyof Credentials) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = credentialsSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'manager_user_id' || key === 'manager_password') next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: ({ manager }) => {
        void navigate({
          to: manager.manager_group_type === STORE_MODE_GROUP_TYPE ? '/order-list' : '/admin-mode',
        });
      },
      onError: (error) => {
        // Spec §8: a failed login is reported with an alert.
        window.alert(isApiError(error) ? error.message : ko.error.generic);
      },
    });
  };

  return (
    <main className={s.page}>
      <div className={s.card}>
        <div className={s.head}>
          <img src={`${import.meta.env.BASE_URL}pwa-192x192.png`} alt="" width={56} height={56} />
          <h1 className={s.title}>{ko.login.title}</h1>
        </div>
        <div className={s.body}>
          <form onSubmit={submit} noValidate className={s.form}>
            <Field
              label={ko.login.userId}
              error={errors.manager_user_id}
              name="manager_user_id"
              autoComplete="username"
              autoCapitalize="none"
              value={values.manager_user_id}
              onChange={update('manager_user_id')}
            />
            <Field
              label={ko.login.password}
              error={errors.manager_password}
              name="manager_password"
              type="password"
              autoComplete="current-password"
              value={values.manager_password}
              onChange={update('manager_password')}
            />
            <Button
              type="submit"
              palette="teal"
              size="lg"
              loading={login.isPending}
              loadingText={ko.login.submitting}
            >
              {ko.login.submit}
            </Button>
          </form>
          <FindAccountLinks />
        </div>
        <p className={s.foot}>{ko.app.name}</p>
      </div>
    </main>
  );
}
