import { useRouter } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { APP_NAME, APP_TYPE, loginCall, loginRequest } from '@/contract';
import { apiRequest, type ApiOptions } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { useApiMutation } from '@/lib/use-api-mutation';
import { resetSession } from '@/state/store';

/** What the form collects; app_type and app_name are added here. */
export const credentialsSchema = z.pick(loginRequest, { manager_user_id: true, manager_password: true });
export interface Credentials {
  manager_user_id: string;
  manager_password: string;
}

export async function loginManager(credentials: Credentials, options: ApiOptions = {}) {
  const response = await apiRequest(
    loginCall,
    { ...credentials, app_type: APP_TYPE, app_name: APP_NAME },
    options,
  );
  // The envelope's token is the session token; data.jwt is the same credential.
  return {
    token: response.token ?? response.data.jwt,
    jwt: response.data.jwt,
    manager: response.data.manager,
  };
}

/**
 * Login: store the token, forget whatever a previous session cached, and start fresh. A fetcher, not the
 * contract call: the token travels in the envelope. A failure is an alert (spec §8), not a toast.
 */
export function useLoginManager() {
  const router = useRouter();
  return useApiMutation(loginManager, {
    toastError: false,
    setData: (queryClient, { token, jwt }) => {
      startSession(token, jwt);
      resetSession();
      queryClient.clear();
      router.clearCache();
    },
  });
}
