import {
  getDocs,
  query,
  startAfter,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { NotificationPage } from '@/components/NotificationPopover';
import { mergeChunkPages, type MergeOrder } from '@/data/query/mergedPage';
import { NOTIFICATION_PAGE_SIZE } from '@/lib/readState';
import { orderBellPages } from '../../fixedQueries';
import type { BellScope, OrderBellKind } from '../model/bells';
import {
  bellQueries,
  toBellNotification,
  type BellNotification,
} from './order-notifications-query';

/**
 * Where the next page starts: per chunk of 30 territories (one for the top roles), the last
 * notification of that chunk already shown (undefined: none yet).
 */
export type BellCursor = readonly (QueryDocumentSnapshot<DocumentData> | undefined)[];

const NEWEST_FIRST: MergeOrder[] = [{ field: 'lastUpdated', direction: 'desc' }];

/**
 * One page of a bell, by lastUpdated descending (spec 01 §7), plus whether another follows. Each
 * chunk reads `pageSize + 1` after its own cursor, in parallel; the merge keeps the newest
 * `pageSize` and the extra document says whether more follow.
 */
export async function getOrderNotificationsPage(
  db: Firestore,
  kind: OrderBellKind,
  scope: BellScope,
  after?: BellCursor,
  pageSize = NOTIFICATION_PAGE_SIZE,
): Promise<NotificationPage<BellNotification, BellCursor>> {
  // One extra document per chunk tells whether more follow.
  const queries = bellQueries(db, orderBellPages[kind], scope, {}, { limit: pageSize + 1 });
  const starts = queries.map((_, i) => after?.[i]);
  const chunkDocs = await Promise.all(
    queries.map(async (q, i) => {
      const start = starts[i];
      const page = query(q, ...(start ? [startAfter(start)] : []));
      return (await getDocs(page)).docs;
    }),
  );
  const merged = mergeChunkPages(chunkDocs, starts, NEWEST_FIRST, pageSize);
  return {
    items: merged.docs.map(toBellNotification),
    last: merged.docs.length > 0 ? merged.nextStarts : null,
    hasNext: merged.hasNextPage,
  };
}
