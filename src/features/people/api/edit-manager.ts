import { managerEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { peopleKeys } from './keys';

/** Adds (no id) or edits a member. */
export const useEditManager = (options: WriteOptions<typeof managerEditCall> = {}) =>
  useApiMutation(managerEditCall, { idempotent: true, invalidates: [peopleKeys.managers()], ...options });
