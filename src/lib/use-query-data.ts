import { useCallback, useEffect, useState } from 'react';
import {
  notifyManager,
  QueryObserver,
  useIsRestoring,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useStore } from './use-store';

/**
 * A query's data alone, for the components a start draws (the shell and the live board). `useQuery`'s
 * value is the whole result, a new object when a fetch starts or ends; read with
 * useSyncExternalStore, that threw a start's concurrent board render away and redid it in one task
 * (issue 27 §1). Here the value is the data, which keeps its identity until it changes (structural
 * sharing, a memoised `select`), read through `useStore` (drawn in a transition before the person's
 * first input). The observer lives as `useQuery`'s does (its useBaseQuery): fetched on mount as
 * configured, options applied after each commit, not subscribed while a saved cache is being
 * restored. No suspense and no error boundary: the callers read data.
 */
export function useQueryData<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): TData | undefined {
  const client = useQueryClient();
  const isRestoring = useIsRestoring();
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = isRestoring ? 'isRestoring' : 'optimistic';
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const data = observer.getOptimisticResult(defaulted).data;
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useStore(
    useCallback(
      (onChange: () => void) => {
        const unsubscribe = isRestoring ? () => {} : observer.subscribe(notifyManager.batchCalls(onChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer, isRestoring],
    ),
    () => observer.getCurrentResult().data,
  );
  return data;
}
