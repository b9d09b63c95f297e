import { onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { orderBellPages } from '../../fixedQueries';
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
  const queries = bellQueries(db, orderBellPages[kind], scope, {}, { limit: RECENT_WINDOW });
  const stops = queries.map((q) => onSnapshot(q, () => onChange(), onError));
  return () => stops.forEach((stop) => stop());
}
