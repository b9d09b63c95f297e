import {
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { NotificationPage } from '@/components/NotificationPopover';
import { NOTIFICATION_PAGE_SIZE } from '@/lib/readState';
import type { BellScope, OrderBellKind } from '../model/bells';
import {
  bellFilters,
  orderNotificationsCollection,
  toBellNotification,
  type BellNotification,
} from './order-notifications-query';

export type BellCursor = QueryDocumentSnapshot<DocumentData>;

/** One page of a bell, by lastUpdated descending (spec 01 §7), plus whether another follows. */
export async function getOrderNotificationsPage(
  kind: OrderBellKind,
  scope: BellScope,
  after?: BellCursor,
  pageSize = NOTIFICATION_PAGE_SIZE,
): Promise<NotificationPage<BellNotification, BellCursor>> {
  // One extra document tells whether a next page exists without counting again.
  const snapshot = await getDocs(
    query(
      orderNotificationsCollection(),
      ...bellFilters(kind, scope),
      orderBy('lastUpdated', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(pageSize + 1),
    ),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  return {
    items: docs.map(toBellNotification),
    last: docs.length > 0 ? docs[docs.length - 1] : null,
    hasNext: snapshot.docs.length > pageSize,
  };
}
