import {
  onlineManager,
  type QueryFunction,
  type QueryFunctionContext,
} from '@tanstack/react-query';

/**
 * How every TanStack Query of the app behaves offline (issue 15), decided once here rather than
 * page by page. Firestore answers a read it cannot send from its persistent cache: a list never
 * loaded on this device comes back empty, as if there were nothing to show. So while offline an
 * empty answer counts as "not on this device" and the query fails with Firestore's own
 * `unavailable` code, which QueryState shows as "This page needs a connection"; the query retries
 * by itself once the connection returns. A list really cached empty says the same offline: the
 * price of never showing "No records" for a list that was never loaded (the DataTable does the same).
 */

/**
 * An answer with nothing in it: an empty list. Only lists: a document answered from the cache is
 * real data even when all its own lists are empty (a draft has no history or files yet).
 */
export function isEmptyAnswer(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** The error of an offline answer: the same code Firestore gives a document it cannot reach. */
export function notOnDeviceError(): Error & { code: 'unavailable' } {
  return Object.assign(new Error('Offline, and this data is not on this device yet'), {
    code: 'unavailable' as const,
  });
}

/**
 * Runs a query function and refuses an empty answer while offline. Plugged in as TanStack's
 * `persister` option: the one hook TanStack gives around every query function (it is meant for
 * storing answers elsewhere; this one stores nothing).
 */
export async function refuseEmptyOfflineAnswer<T>(
  queryFn: QueryFunction<T, readonly unknown[], never>,
  context: QueryFunctionContext<readonly unknown[]>,
): Promise<T> {
  const data = await queryFn(context);
  if (!onlineManager.isOnline() && isEmptyAnswer(data)) throw notOnDeviceError();
  return data;
}

/**
 * TanStack Query assumes it is online when it starts and only listens for changes, so after an
 * offline reload it believed it was online. Reading `navigator.onLine` at start (and on every
 * change) lets it pause retries until the connection is back and resume them then.
 */
export function followBrowserConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}
