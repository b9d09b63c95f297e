import { getCountFromServer, query, where } from 'firebase/firestore';
import { unreadCount } from '../model/bells';
import type { BellScope, OrderBellKind } from '../model/bells';
import { bellFilters, orderNotificationsCollection } from './order-notifications-query';

export interface BellCounts {
  total: number;
  unread: number;
}

/**
 * The bell's numbers from two count aggregations (one read per 1000 documents each): all in
 * scope, and those `uid` has read. Firestore cannot select "readRecipients does not contain uid",
 * but it can count the ones that do, so unread is exact without reading a single notification.
 */
export async function countOrderNotifications(
  kind: OrderBellKind,
  scope: BellScope,
  uid: string,
): Promise<BellCounts> {
  const filters = bellFilters(kind, scope);
  const [all, read] = await Promise.all([
    getCountFromServer(query(orderNotificationsCollection(), ...filters)),
    getCountFromServer(
      query(
        orderNotificationsCollection(),
        ...filters,
        where('readRecipients', 'array-contains', uid),
      ),
    ),
  ]);
  const total = all.data().count;
  return { total, unread: unreadCount(total, read.data().count) };
}
