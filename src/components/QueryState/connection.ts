/**
 * What a page shows instead of its data (issue 15): the browser is offline and the data is not on
 * this device, so a spinner would spin forever. TanStack Query pauses a query while the browser
 * is offline (fetchStatus 'paused'); Firestore answers a list it cannot reach from its cache,
 * which for a page never opened here is empty and `fromCache`, and a single document it never
 * read with `unavailable`.
 */
export type LoadView = 'data' | 'loading' | 'needsConnection' | 'error';

export const NEEDS_CONNECTION_TITLE = 'This page needs a connection';
/** The same, in one line, for a card, panel or popover inside a page. */
export const NEEDS_CONNECTION_SHORT = 'Needs a connection';
export const NEEDS_CONNECTION_TEXT =
  'You are offline and this page has not been opened on this device yet. It loads by itself when you are back online.';

/** The error is Firestore's "cannot reach the server" (offline, or the backend unreachable). */
export function isOfflineError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'unavailable'
  );
}

/** The subset of a TanStack Query result the decision needs. */
export interface QueryLike {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  error: unknown;
}

/** A query result QueryState can retry. */
export interface RetryableQuery extends QueryLike {
  refetch: () => unknown;
  /** False for a query switched off (`enabled: false`): it waits for nothing. */
  isEnabled?: boolean;
}

/**
 * Several queries as one, for a screen that needs them all: it has data once every one has, a
 * failure of any is its failure, and waiting for the network on any is waiting. Queries switched
 * off (nothing to ask yet, e.g. no location chosen) are left out. Retry refetches only those
 * without data.
 */
export function allQueries(...all: readonly RetryableQuery[]): RetryableQuery {
  const queries = all.filter((q) => q.isEnabled !== false);
  const failed = queries.find((q) => q.status === 'error');
  const status = failed
    ? 'error'
    : queries.some((q) => q.status === 'pending')
      ? 'pending'
      : 'success';
  const fetchStatus = queries.some((q) => q.fetchStatus === 'paused')
    ? 'paused'
    : queries.some((q) => q.fetchStatus === 'fetching')
      ? 'fetching'
      : 'idle';
  return {
    status,
    fetchStatus,
    error: failed?.error ?? null,
    refetch: () => {
      for (const q of queries) if (q.status !== 'success') void q.refetch();
    },
  };
}

export function loadView(query: QueryLike, online: boolean): LoadView {
  if (query.status === 'success') return 'data';
  if (query.status === 'pending') {
    return query.fetchStatus === 'paused' || !online ? 'needsConnection' : 'loading';
  }
  return isOfflineError(query.error) || !online ? 'needsConnection' : 'error';
}

/** A server-paged list answered from an empty cache: not "no rows", but "not loaded here". */
export function isEmptyCacheAnswer(snapshot: {
  empty: boolean;
  metadata: { fromCache: boolean };
}): boolean {
  return snapshot.empty && snapshot.metadata.fromCache;
}
