import { QueryClient } from '@tanstack/react-query';
import { followBrowserConnection, refuseEmptyOfflineAnswer } from './offlineQueries';

/**
 * The one query cache of the app. Firestore keeps its own persistent cache, so a query here only
 * saves re-reading (and re-rendering) what this session already loaded: reference data stays
 * fresh for the whole session, lists for half a minute.
 *
 * Offline (issue 15, offlineQueries.ts): `offlineFirst` still runs a query's first attempt, so
 * Firestore answers from what this device holds; an empty answer or Firestore's `unavailable`
 * then waits (paused) for the connection and QueryState says the page needs one.
 */
export function createQueryClient(): QueryClient {
  followBrowserConnection();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && (error as { code?: string }).code === 'unavailable',
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        persister: refuseEmptyOfflineAnswer,
      },
    },
  });
}
