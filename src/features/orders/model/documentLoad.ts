/** What an order or draft screen shows (ordering/components/LoadState): one of five states. */
export type DocumentLoad<T> =
  | { status: 'loading' }
  | { status: 'needsConnection' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; value: T };

/** The part of a TanStack Query result the decision needs. */
interface DocumentQueryResult<T> {
  isPending: boolean;
  isError: boolean;
  /** The Firestore error code of a failure ('unknown' when it has none). */
  errorCode: string;
  data: T | null | undefined;
  /** Offline and not on this device (QueryState's `loadView` said 'needsConnection'). */
  needsConnection: boolean;
}

/**
 * A document read as the screen shows it: a denied read counts as missing (the caller may not
 * see it: outside their territories, someone else's draft), and so does a document that is gone.
 */
export function documentLoad<T>(result: DocumentQueryResult<T>): DocumentLoad<T> {
  if (result.needsConnection) return { status: 'needsConnection' };
  if (result.isPending) return { status: 'loading' };
  if (result.isError) {
    return { status: result.errorCode === 'permission-denied' ? 'missing' : 'error' };
  }
  return result.data ? { status: 'ready', value: result.data } : { status: 'missing' };
}

type WaitingStatus = Exclude<DocumentLoad<unknown>['status'], 'ready'>;

/**
 * What a screen that needs several loads shows meanwhile: the first one not ready, in the order
 * given (the document before the form's options, so a missing order says so at once), except
 * that a spinner gives way to "needs a connection" when any load waits for one (it would spin
 * until then).
 */
export function waitingStatus(
  ...statuses: readonly DocumentLoad<unknown>['status'][]
): WaitingStatus {
  const first = statuses.find((status) => status !== 'ready') ?? 'loading';
  return first === 'loading' && statuses.includes('needsConnection') ? 'needsConnection' : first;
}
