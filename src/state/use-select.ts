import { useCallback } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio';
import { useStore } from '@/lib/use-store';

/**
 * One value of a valtio state, for the components a start draws in a concurrent render (the shell
 * and the live board). React checks a concurrent render's stores before committing it and, when one
 * has changed meanwhile, throws the render away and does it again synchronously, in one task. valtio's
 * `useSnapshot` keeps its last committed snapshot only for a change to parts the component did not
 * read; a component drawn for the first time (the board, on a start), or whose state changed since its
 * last commit, gets a new snapshot for any change. On a start the socket's state changes while the
 * board's first render is in its slices, and that render came twice, the second time as the start's
 * longest task (issue 27 §1). Here the value is the selected one: a primitive, or a part of the
 * snapshot, which valtio keeps while that part is unchanged. `select` must not build a new object.
 * A change is drawn as `useStore` draws it: in a transition unless it follows the person's input.
 */
export function useSelect<T extends object, R>(state: T, select: (snap: Snapshot<T>) => R): R {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state]);
  const read = () => select(snapshot(state));
  return useStore(listen, read);
}
