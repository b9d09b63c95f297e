import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import type { TerritoryScope } from '@/features/auth';
import { listLocationHistory, scoreTrend, type ScoreTrend } from '@/features/compliance';
import { toAnnouncement, type Announcement } from '@/features/notifications';
import { COLLECTIONS } from '@/data/collections';
import { field } from '@/data/converter';
import { chunkQueries, sumChunks } from '@/data/query/scopeChunks';

/**
 * The home dashboard's reads (issue 14). Every query a scoped user sends names their territories
 * (`territoryId in`), which is what the rules can prove; the top roles' carry none. Cards that
 * show a number use aggregation counts (one read per 1000 documents).
 */
export type QueryableScope = Exclude<TerritoryScope, { kind: 'none' }>;

/**
 * Counts `build(scope constraints)` over the whole scope: one aggregation per chunk of 30
 * territories (Firestore's `in` limit), in parallel, added up.
 */
function countInScope(
  scope: QueryableScope,
  build: (inScope: QueryConstraint[]) => Query,
): Promise<number> {
  const queries = chunkQueries({
    values: scope.kind === 'all' ? [] : scope.territoryIds,
    build: (chunk) => build(scope.kind === 'all' ? [] : [where('territoryId', 'in', [...chunk])]),
  });
  return sumChunks(queries, count);
}

const count = async (q: Query) => (await getCountFromServer(q)).data().count;

export type WaitingOrderStatus = 'pending' | 'revision' | 'approved';

/** Orders in `status` within the scope. */
export function countOrders(
  db: Firestore,
  scope: QueryableScope,
  status: WaitingOrderStatus,
): Promise<number> {
  return countInScope(scope, (inScope) =>
    query(collection(db, COLLECTIONS.orders), where('status', '==', status), ...inScope),
  );
}

/** The user's own order drafts (drafts are personal). */
export function countOrderDrafts(db: Firestore, uid: string): Promise<number> {
  return count(query(collection(db, 'draft_orders'), where('userId', '==', uid)));
}

/** The user's own compliance report drafts in scope (only the author finishes a draft). */
export function countComplianceDrafts(
  db: Firestore,
  uid: string,
  scope: QueryableScope,
): Promise<number> {
  return countInScope(scope, (inScope) =>
    query(
      collection(db, COLLECTIONS.complianceReports),
      where('status', '==', 'draft'),
      where('userId', '==', uid),
      ...inScope,
    ),
  );
}

export interface DashboardLocation {
  id: string;
  name: string;
  territoryId: string;
}

/** The enabled franchise locations of the scope, by name (one query per territory for staff). */
export async function listScopeLocations(
  db: Firestore,
  scope: QueryableScope,
): Promise<DashboardLocation[]> {
  const locations = collection(db, COLLECTIONS.franchiseLocations);
  const snapshots =
    scope.kind === 'all'
      ? [await getDocs(locations)]
      : await Promise.all(
          scope.territoryIds.map((id) => getDocs(query(locations, where('territoryId', '==', id)))),
        );
  return snapshots
    .flatMap((s) => s.docs)
    .filter((d) => d.data().enabled !== false)
    .map((d) => ({
      id: d.id,
      name: field.text(d.data().name) || d.id,
      territoryId: field.text(d.data().territoryId),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface LocationScores {
  location: DashboardLocation;
  /** The last 5 published scores, oldest first, with the change against the one before. */
  trend: ScoreTrend;
}

/**
 * The last 5 compliance scores of every location in scope, read in parallel with the report
 * view's own history query and trend (features/compliance); locations without a published
 * report come back with no points.
 */
export async function listLocationScores(
  db: Firestore,
  scope: QueryableScope,
): Promise<LocationScores[]> {
  const locations = await listScopeLocations(db, scope);
  return Promise.all(
    locations.map(async (location) => {
      const history = await listLocationHistory(db, location);
      return {
        location,
        trend: history.length ? scoreTrend(history, history[0].id) : { points: [], change: null },
      };
    }),
  );
}

/** The newest announcements. */
export async function listLatestAnnouncements(db: Firestore, n: number): Promise<Announcement[]> {
  const snapshot = await getDocs(
    query(collection(db, 'announcements'), orderBy('createdAt', 'desc'), limit(n)),
  );
  return snapshot.docs.map(toAnnouncement);
}
