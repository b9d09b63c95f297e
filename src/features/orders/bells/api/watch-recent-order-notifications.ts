import { limit, onSnapshot, orderBy, query, type Unsubscribe } from 'firebase/firestore';
import type { BellScope, OrderBellKind } from '../model/bells';
import { bellFilters, orderNotificationsCollection } from './order-notifications-query';

/** How many of a bell's newest notifications are watched live. */
export const RECENT_WINDOW = 10;

/**
 * Calls `onChange` whenever one of the bell's RECENT_WINDOW newest notifications changes: an
 * order reaching this status (or leaving it), or one being read. Count aggregations are not live
 * in Firestore, so this small live query is the bell's trigger to count again.
 */
export function watchRecentOrderNotifications(
  kind: OrderBellKind,
  scope: BellScope,
  onChange: () => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      orderNotificationsCollection(),
      ...bellFilters(kind, scope),
      orderBy('lastUpdated', 'desc'),
      limit(RECENT_WINDOW),
    ),
    () => onChange(),
    onError,
  );
}
