import { Button, Card, Center, Field, Heading, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { STORE_MODE_GROUP_TYPE } from '@/contract';
import { ko } from '@/i18n/ko';
import { isApiError } from '@/lib/api-client';
import { credentialsSchema, useLoginManager, type Credentials } from '../api/login-manager';
import { FindAccountLinks } from './find-account-dialog';

type FieldErrors = Partial<Record<keyof Credentials, string>>;

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
    <Center minH="100dvh" bg="bg.subtle" px="4">
      <Card.Root w="full" maxW="sm" boxShadow="md">
        <Card.Header alignItems="center" gap="3">
          <Image src={`${import.meta.env.BASE_URL}pwa-192x192.png`} alt="" boxSize="14" />
          <Heading as="h1" size="lg">
            {ko.login.title}
          </Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.manager_user_id)} required>
                <Field.Label>{ko.login.userId}</Field.Label>
                <Input
                  name="manager_user_id"
                  autoComplete="username"
                  autoCapitalize="none"
                  value={values.manager_user_id}
                  onChange={update('manager_user_id')}
                />
                <Field.ErrorText>{errors.manager_user_id}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.manager_password)} required>
                <Field.Label>{ko.login.password}</Field.Label>
                <Input
                  name="manager_password"
                  type="password"
                  autoComplete="current-password"
                  value={values.manager_password}
                  onChange={update('manager_password')}
                />
                <Field.ErrorText>{errors.manager_password}</Field.ErrorText>
              </Field.Root>
              <Button
                type="submit"
                colorPalette="teal"
                size="lg"
                loading={login.isPending}
                loadingText={ko.login.submitting}
              >
                {ko.login.submit}
              </Button>
            </Stack>
          </form>
          <FindAccountLinks />
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Text fontSize="xs" color="fg.muted">
            {ko.app.name}
          </Text>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
