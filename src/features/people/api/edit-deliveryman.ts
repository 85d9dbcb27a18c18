import { deliverymanEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { peopleKeys } from './keys';

/** Adds (no id) or edits a delivery man. */
export const useEditDeliveryman = (options: WriteOptions<typeof deliverymanEditCall> = {}) =>
  useApiMutation(deliverymanEditCall, {
    idempotent: true,
    invalidates: [peopleKeys.deliverymen()],
    ...options,
  });
