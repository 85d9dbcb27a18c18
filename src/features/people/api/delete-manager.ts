import { managerDelCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { peopleKeys } from './keys';

/** Deletes a member. */
export const useDeleteManager = (options: WriteOptions<typeof managerDelCall> = {}) =>
  useApiMutation(managerDelCall, { idempotent: true, invalidates: [peopleKeys.managers()], ...options });
