import {
  collection,
  where,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type QueryFieldFilterConstraint,
  type SnapshotOptions,
} from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { toDate } from '@/lib/format';
import { ORDER_NOTIFICATIONS_COLLECTION } from '../../model/types';
import { ORDER_BELLS, type BellScope, type OrderBellKind } from '../model/bells';

export const orderNotificationsCollection = (): CollectionReference<DocumentData> =>
  collection(db, ORDER_NOTIFICATIONS_COLLECTION);

/**
 * The filters of one bell: its status flag, and for territory-level users their territories
 * (the rules refuse a Manager's query that does not say so). Indexes: flag + territoryId +
 * lastUpdated desc, flag + lastUpdated desc (firestore.indexes.json).
 */
export function bellFilters(kind: OrderBellKind, scope: BellScope): QueryFieldFilterConstraint[] {
  return [
    where(ORDER_BELLS[kind].flag, '==', true),
    ...(scope.all ? [] : [where('territoryId', 'in', scope.territoryIds)]),
  ];
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
