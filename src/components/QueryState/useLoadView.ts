import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '@/lib/useOnline';
import { loadView, type LoadView, type RetryableQuery } from './connection';

/** What a screen shows for a query result now (connection.ts `loadView`). */
export function useLoadView(query: RetryableQuery): LoadView {
  return loadView(query, useOnline());
}

/**
 * A Retry for a screen whose loads are not plain query results (a hook that folds them into its
 * own state): refetches every query on screen that has no data yet.
 */
export function useRetryUnloaded(): () => void {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.data === undefined,
    });
}
