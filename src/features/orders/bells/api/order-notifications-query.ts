import {
  query,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type SnapshotOptions,
} from 'firebase/firestore';
import { toDate } from '@/lib/format';
import {
  constraintsOf,
  type FilterValues,
  type QueryDeclaration,
} from '@/data/query/declaredQuery';
import { chunkQueries } from '@/data/query/scopeChunks';
import { orderNotificationsCollection, readOrderNotification } from '@/data/orders';
import type { BellScope } from '../model/bells';

/**
 * The queries of one bell, built from its declaration (orderBellPages / orderBellCounts in
 * ../../fixedQueries.ts): its status flag, and for territory-level users their territories (the
 * rules refuse a Manager's query that does not say so), one query per chunk of 30 of them
 * (Firestore's `in` limit; src/data/query/scopeChunks.ts), one query for the top roles; `values`
 * are the declaration's further filters.
 */
export function bellQueries<K extends string>(
  db: Firestore,
  declaration: QueryDeclaration<K | 'flag' | 'territoryId'>,
  scope: BellScope,
  values: FilterValues<K> = {},
  options: { limit?: number } = {},
): Query[] {
  return chunkQueries({
    values: scope.all ? [] : scope.territoryIds,
    build: (chunk) =>
      query(
        orderNotificationsCollection(db),
        ...constraintsOf(
          declaration,
          { ...values, flag: true, territoryId: scope.all ? undefined : [...chunk] },
          options,
        ),
      ),
  });
}

/** A notification as the bell shows it. */
export interface BellNotification {
  id: string;
  orderId: string;
  orderNumber: number;
  name: string;
  territoryName: string;
  isOvernightShipping: boolean;
  readRecipients: string[];
  lastUpdated: Date | null;
}

// Pending serverTimestamp() values read as estimates, so a just-changed order sorts at once.
const ESTIMATE: SnapshotOptions = { serverTimestamps: 'estimate' };

/** Maps a stored notification (readOrderNotification), tolerating missing or mistyped fields. */
export function toBellNotification(snapshot: DocumentSnapshot<DocumentData>): BellNotification {
  const notification = readOrderNotification(snapshot.data(ESTIMATE) ?? {});
  return {
    id: snapshot.id,
    orderId: notification.orderId || snapshot.id,
    orderNumber: notification.orderNumber,
    name: notification.name,
    territoryName: notification.territoryName,
    isOvernightShipping: notification.isOvernightShipping,
    readRecipients: notification.readRecipients,
    lastUpdated: toDate(notification.lastUpdated),
  };
}
