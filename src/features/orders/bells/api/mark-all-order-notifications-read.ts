import { getDocs, limit, orderBy, query, startAfter } from 'firebase/firestore';
import { unreadIds } from '@/lib/readState';
import type { BellScope, OrderBellKind } from '../model/bells';
import { countOrderNotifications } from './count-unread-order-notifications';
import type { BellCursor } from './get-order-notifications-page';
import { markOrderNotificationsRead } from './mark-order-notifications-read';
import {
  bellFilters,
  orderNotificationsCollection,
  toBellNotification,
} from './order-notifications-query';

/** Documents read per round; also the most updates one batch carries (the limit is 500). */
export const MARK_ALL_CHUNK = 100;

/**
 * "Mark all as read" (spec 01 §4) for one bell: adds `uid` to every unread notification in scope.
 * Firestore cannot select the unread ones, so this walks the bell newest first, MARK_ALL_CHUNK at
 * a time, one batch per chunk; it stops as soon as it has marked as many as the unread count said
 * there were, which is usually within the first chunk (what is unread is what changed lately).
 * Returns how many it marked.
 */
export async function markAllOrderNotificationsRead(
  kind: OrderBellKind,
  scope: BellScope,
  uid: string,
): Promise<number> {
  const { unread } = await countOrderNotifications(kind, scope, uid);
  let marked = 0;
  let after: BellCursor | undefined;
  while (marked < unread) {
    const snapshot = await getDocs(
      query(
        orderNotificationsCollection(),
        ...bellFilters(kind, scope),
        orderBy('lastUpdated', 'desc'),
        ...(after ? [startAfter(after)] : []),
        limit(MARK_ALL_CHUNK),
      ),
    );
    const ids = unreadIds(snapshot.docs.map(toBellNotification), uid);
    await markOrderNotificationsRead(ids, uid);
    marked += ids.length;
    if (snapshot.docs.length < MARK_ALL_CHUNK) break;
    after = snapshot.docs[snapshot.docs.length - 1];
  }
  return marked;
}
