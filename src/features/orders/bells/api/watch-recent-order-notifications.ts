import {
  limit,
  onSnapshot,
  orderBy,
  query,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import type { BellScope, OrderBellKind } from '../model/bells';
import { bellQueries } from './order-notifications-query';

/** How many of a bell's newest notifications are watched live (per chunk of territories). */
export const RECENT_WINDOW = 10;

/**
 * Calls `onChange` whenever one of the bell's RECENT_WINDOW newest notifications of a chunk of
 * territories changes: an order reaching this status (or leaving it), or one being read. Count
 * aggregations are not live in Firestore, so these small live queries (one per chunk) are the
 * bell's trigger to count again.
 */
export function watchRecentOrderNotifications(
  db: Firestore,
  kind: OrderBellKind,
  scope: BellScope,
  onChange: () => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const stops = bellQueries(db, kind, scope).map((q) =>
    onSnapshot(
      query(q, orderBy('lastUpdated', 'desc'), limit(RECENT_WINDOW)),
      () => onChange(),
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
