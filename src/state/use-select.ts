import { useCallback } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio';
import { useStore } from '@/lib/use-store';

/**
 * One value of a valtio state, for the components a start draws (the shell and the live board).
 * valtio's `useSnapshot` gives a component drawn for the first time a new snapshot for any change, and
 * read with useSyncExternalStore that threw a start's concurrent board render away and redid it in one
 * task (issue 27 §1). Here the value is the selected one, read through `useStore`: a primitive, or a
 * part of the snapshot, which valtio keeps while that part is unchanged, so other changes draw nothing.
 * `select` must not build a new object: each change of the state would then draw the reader again.
 */
export function useSelect<T extends object, R>(state: T, select: (snap: Snapshot<T>) => R): R {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state]);
  const read = () => select(snapshot(state));
  return useStore(listen, read);
}
