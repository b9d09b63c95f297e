import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app. Firestore keeps its own persistent cache, so a query here only
 * saves re-reading (and re-rendering) what this session already loaded: reference data stays
 * fresh for the whole session, lists for half a minute.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && (error as { code?: string }).code === 'unavailable',
        refetchOnWindowFocus: false,
      },
    },
  });
}
