import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { APP_NAME, APP_TYPE, loginCall, loginRequest } from '@/contract';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { resetSession } from '@/state/store';

/** What the form collects; app_type and app_name are added here. */
export const credentialsSchema = z.pick(loginRequest, { manager_user_id: true, manager_password: true });
export interface Credentials {
  manager_user_id: string;
  manager_password: string;
}

export async function loginManager(credentials: Credentials) {
  const response = await apiRequest(loginCall, { ...credentials, app_type: APP_TYPE, app_name: APP_NAME });
  // The envelope's token is the session token; data.jwt is the same credential.
  return {
    token: response.token ?? response.data.jwt,
    jwt: response.data.jwt,
    manager: response.data.manager,
  };
}

/** Login: store the token, forget whatever a previous session cached, and start fresh. */
export function useLoginManager() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: loginManager,
    onSuccess: ({ token, jwt }) => {
      startSession(token, jwt);
      resetSession();
      queryClient.clear();
      router.clearCache();
    },
  });
}
