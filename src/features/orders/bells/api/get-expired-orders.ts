import { getDocs, query, type Firestore } from 'firebase/firestore';
import type { TerritoryScope } from '@/features/auth';
import { constraintsOf } from '@/data/query/declaredQuery';
import { ORDER_EXPIRY_DAYS } from '@/lib/config';
import { orderDocs } from '@/data/orders';
import { expiredOrders } from '../../fixedQueries';
import {
  EXPIRABLE_STATUSES,
  expiredBellItems,
  expiredTerritoryChunks,
  expiryCutoffSeconds,
  type ExpiredBellItem,
} from '../model/expiredBell';

/** A bound on one query's reads; nobody leaves this many orders waiting a month. */
export const EXPIRED_QUERY_LIMIT = 50;

/**
 * The user's own expired orders (spec 01 §4 "expired is also shown in notices"): theirs, pending
 * or "Revision Requested", unchanged for more than ORDER_EXPIRY_DAYS. Scoped users say
 * `territoryId in` their territories, which is what the orders read rule can prove. Index:
 * userId + status + territoryId + updatedAtTimestamp, and userId + status + updatedAtTimestamp.
 */
export async function getExpiredOrders(
  firestore: Firestore,
  uid: string,
  scope: TerritoryScope,
  nowSeconds = Date.now() / 1000,
): Promise<ExpiredBellItem[]> {
  const cutoff = Math.floor(expiryCutoffSeconds(nowSeconds, ORDER_EXPIRY_DAYS));
  const snapshots = await Promise.all(
    expiredTerritoryChunks(scope).map((territoryIds) =>
      getDocs(
        query(
          orderDocs(firestore),
          ...constraintsOf(
            expiredOrders,
            {
              userId: uid,
              status: [...EXPIRABLE_STATUSES],
              territoryId: territoryIds ?? undefined,
              cutoff,
            },
            { limit: EXPIRED_QUERY_LIMIT },
          ),
        ),
      ),
    ),
  );
  const orders = snapshots.flatMap((snapshot) =>
    snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })),
  );
  return expiredBellItems(orders, nowSeconds, ORDER_EXPIRY_DAYS);
}
