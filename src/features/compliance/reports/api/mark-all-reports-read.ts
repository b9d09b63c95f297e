import type { Firestore } from 'firebase/firestore';
import { isUnreadBy } from '../model/report';
import { getReportsBatch, type ReportCursor } from './get-reports-batch';
import { markReportsRead } from './mark-reports-read';
import type { QueryableScope } from './report-queries';

/** Reports read per round; also the most updates one batch carries (the limit is 500). */
export const MARK_ALL_CHUNK = 100;

/**
 * "Mark all as read" (spec 02 §4): adds `uid` to every published report in scope that lacks it.
 * Firestore cannot select "not read by me", so this pages through the scope newest first and
 * commits one batch per chunk; it runs on an explicit click only. Returns how many it marked.
 */
export async function markAllReportsRead({
  db,
  scope,
  uid,
}: {
  db: Firestore;
  scope: QueryableScope;
  uid: string;
}): Promise<number> {
  let marked = 0;
  let after: ReportCursor | null = null;
  for (;;) {
    const batch = await getReportsBatch({ db, scope, after, size: MARK_ALL_CHUNK });
    const ids = batch.reports.filter((r) => isUnreadBy(r, uid)).map((r) => r.id);
    await markReportsRead({ db, ids, uid });
    marked += ids.length;
    if (batch.done || !batch.last) return marked;
    after = batch.last;
  }
}
