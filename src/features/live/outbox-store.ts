import { get, set } from 'idb-keyval';
import type { PendingAction } from '@/state/live';

/** Where the outbox keeps a store's waiting actions on the device (IndexedDB): one key per store. */
const keyFor = (storeId: number) => `outbox:${storeId}`;

export async function loadSavedOutbox(storeId: number): Promise<PendingAction[]> {
  return ((await get<PendingAction[]>(keyFor(storeId))) ?? []).filter((a) => a && a.id);
}

export async function saveOutbox(storeId: number, actions: PendingAction[]): Promise<void> {
  await set(keyFor(storeId), JSON.parse(JSON.stringify(actions)) as PendingAction[]);
}

export async function clearSavedOutbox(storeId: number): Promise<void> {
  await set(keyFor(storeId), []);
}
