import { Alert, Button, Center, Spinner, VStack } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ko } from '@/i18n/ko';
import { isApiError } from '@/lib/api-client';

/** The router's default pending view: a screen's data is loading. */
export function RoutePending() {
  return (
    <Center py="16">
      <Spinner size="lg" color="teal.600" aria-label={ko.common.loading} />
    </Center>
  );
}

/** The router's default error view: the message, and a retry that reloads the route's data. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => {
    reset();
  }, [reset]);
  // The session ended: the client is already on its way to /login.
  if (isApiError(error) && error.isSessionEnd) return null;
  const message = error instanceof Error && error.message ? error.message : ko.error.generic;
  return (
    <Center py="12" px="6">
      <VStack gap="4" maxW="lg" w="full">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ko.error.generic}</Alert.Title>
            <Alert.Description>{message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button colorPalette="teal" onClick={() => void router.invalidate()}>
          {ko.common.retry}
        </Button>
      </VStack>
    </Center>
  );
}
