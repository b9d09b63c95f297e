import {
  collection,
  query,
  where,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type SnapshotOptions,
} from 'firebase/firestore';
import { toDate } from '@/lib/format';
import { chunkQueries, unscoped } from '@/data/query/scopeChunks';
import { ORDER_NOTIFICATIONS_COLLECTION } from '../../model/types';
import { ORDER_BELLS, type BellScope, type OrderBellKind } from '../model/bells';

export const orderNotificationsCollection = (db: Firestore): CollectionReference<DocumentData> =>
  collection(db, ORDER_NOTIFICATIONS_COLLECTION);

/**
 * The queries of one bell: its status flag, and for territory-level users their territories
 * (the rules refuse a Manager's query that does not say so), one query per chunk of 30 of them
 * (Firestore's `in` limit; src/data/query/scopeChunks.ts), one query for the top roles.
 * Indexes: flag + territoryId + lastUpdated desc, flag + lastUpdated desc (firestore.indexes.json).
 */
export function bellQueries(db: Firestore, kind: OrderBellKind, scope: BellScope): Query[] {
  const base = query(orderNotificationsCollection(db), where(ORDER_BELLS[kind].flag, '==', true));
  return chunkQueries(
    scope.all
      ? unscoped(base)
      : {
          values: scope.territoryIds,
          build: (chunk) => query(base, where('territoryId', 'in', [...chunk])),
        },
  );
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

/** Maps a stored notification, tolerating missing or mistyped fields. */
export function toBellNotification(snapshot: DocumentSnapshot<DocumentData>): BellNotification {
  const data = snapshot.data(ESTIMATE) ?? {};
  return {
    id: snapshot.id,
    orderId: typeof data.orderId === 'string' && data.orderId ? data.orderId : snapshot.id,
    orderNumber: typeof data.orderNumber === 'number' ? data.orderNumber : 0,
    name: typeof data.name === 'string' ? data.name : '',
    territoryName: typeof data.territoryName === 'string' ? data.territoryName : '',
    isOvernightShipping: data.isOvernightShipping === true,
    readRecipients: Array.isArray(data.readRecipients)
      ? data.readRecipients.filter((uid): uid is string => typeof uid === 'string')
      : [],
    lastUpdated: toDate(data.lastUpdated ?? null),
  };
}
