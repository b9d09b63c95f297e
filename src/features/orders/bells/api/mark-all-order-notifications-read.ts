import type { Firestore } from 'firebase/firestore';
import { unreadIds } from '@/lib/readState';
import type { BellScope, OrderBellKind } from '../model/bells';
import { countOrderNotifications } from './count-unread-order-notifications';
import { getOrderNotificationsPage, type BellCursor } from './get-order-notifications-page';
import { markOrderNotificationsRead } from './mark-order-notifications-read';

/** Documents read per round; also the most updates one batch carries (the limit is 500). */
export const MARK_ALL_CHUNK = 100;

/**
 * "Mark all as read" (spec 01 §4) for one bell: adds `uid` to every unread notification in scope.
 * Firestore cannot select the unread ones, so this walks the bell newest first (every chunk of
 * territories merged, as the popover pages), MARK_ALL_CHUNK at a time, one batch per round; it
 * stops as soon as it has marked as many as the unread count said there were, which is usually
 * within the first round (what is unread is what changed lately). Returns how many it marked.
 */
export async function markAllOrderNotificationsRead(
  db: Firestore,
  kind: OrderBellKind,
  scope: BellScope,
  uid: string,
): Promise<number> {
  const { unread } = await countOrderNotifications(db, kind, scope, uid);
  let marked = 0;
  let after: BellCursor | undefined;
  while (marked < unread) {
    const page = await getOrderNotificationsPage(db, kind, scope, after, MARK_ALL_CHUNK);
    const ids = unreadIds(page.items, uid);
    await markOrderNotificationsRead(db, ids, uid);
    marked += ids.length;
    if (!page.hasNext || !page.last) break;
    after = page.last;
  }
  return marked;
}
