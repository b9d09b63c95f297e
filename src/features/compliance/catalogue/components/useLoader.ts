import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/lib/errors';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Runs `load` through the query cache when `key` changes (and on `reload()`, which keeps the
 * shown data until the fresh copy arrives). `key` must change whenever `load` would read
 * something else. Read afresh on every visit: the cached copy is dropped when the screen goes.
 */
export function useLoader<T>(
  load: () => Promise<T>,
  key: string,
  what: string,
): LoadState<T> & { reload: () => void } {
  const result = useQuery({
    queryKey: ['loader', what, key],
    queryFn: async () => {
      try {
        return await load();
      } catch (error) {
        console.error(`Loading ${what} failed`, error);
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
  });
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);
  if (result.isPending) return { status: 'loading', reload };
  if (result.isError) return { status: 'error', message: errorText(result.error), reload };
  return { status: 'ready', data: result.data, reload };
}
