import { getCountFromServer, type Firestore, type Query } from 'firebase/firestore';
import { sumChunks } from '@/data/query/scopeChunks';
import { orderBellCounts } from '../../fixedQueries';
import { unreadCount } from '../model/bells';
import type { BellScope, OrderBellKind } from '../model/bells';
import { bellQueries } from './order-notifications-query';

export interface BellCounts {
  total: number;
  unread: number;
}

/**
 * The bell's numbers from two count aggregations per chunk of territories (one read per 1000
 * documents each), added up: all in scope, and those `uid` has read. Firestore cannot select
 * "readRecipients does not contain uid", but it can count the ones that do, so unread is exact
 * without reading a single notification.
 */
export async function countOrderNotifications(
  db: Firestore,
  kind: OrderBellKind,
  scope: BellScope,
  uid: string,
): Promise<BellCounts> {
  const count = async (q: Query) => (await getCountFromServer(q)).data().count;
  const declaration = orderBellCounts[kind];
  const [total, read] = await Promise.all([
    sumChunks(bellQueries(db, declaration, scope), count),
    sumChunks(bellQueries(db, declaration, scope, { readRecipients: uid }), count),
  ]);
  return { total, unread: unreadCount(total, read) };
}
