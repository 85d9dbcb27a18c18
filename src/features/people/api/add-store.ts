import { storeAddCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { peopleKeys } from './keys';

/** Adds a store (super admins). */
export const useAddStore = (options: WriteOptions<typeof storeAddCall> = {}) =>
  useApiMutation(storeAddCall, { idempotent: true, invalidates: [peopleKeys.stores()], ...options });
