import { getCountFromServer, getDocs, query, type Firestore, type Query } from 'firebase/firestore';
import type { TerritoryScope } from '@/features/auth';
import { listLocationHistory, scoreTrend, type ScoreTrend } from '@/features/compliance';
import { announcementsCollection, toAnnouncement, type Announcement } from '@/data/announcements';
import { complianceReportsCollection } from '@/data/complianceReports';
import { franchiseLocationRecords } from '@/data/franchiseLocations';
import { draftOrdersCollection, ordersCollection } from '@/data/orders';
import {
  constraintsOf,
  type FilterValues,
  type QueryDeclaration,
} from '@/data/query/declaredQuery';
import { chunkQueries, sumChunks } from '@/data/query/scopeChunks';
import {
  latestAnnouncements,
  ownComplianceDrafts,
  ownOrderDrafts,
  scopeLocations,
  waitingOrders,
} from '../fixedQueries';

/**
 * The home dashboard's reads (issue 14). Every query a scoped user sends names their territories
 * (`territoryId in`), which is what the rules can prove; the top roles' carry none. Cards that
 * show a number use aggregation counts (one read per 1000 documents).
 */
export type QueryableScope = Exclude<TerritoryScope, { kind: 'none' }>;

/**
 * Counts the declared query over the whole scope: one aggregation per chunk of 30 territories
 * (Firestore's `in` limit, `territoryId in` the chunk), in parallel, added up.
 */
function countInScope<K extends string>(
  scope: QueryableScope,
  collection: Query,
  declaration: QueryDeclaration<K | 'territoryId'>,
  values: FilterValues<K>,
): Promise<number> {
  const queries = chunkQueries({
    values: scope.kind === 'all' ? [] : scope.territoryIds,
    build: (chunk) =>
      query(
        collection,
        ...constraintsOf(declaration, {
          ...values,
          territoryId: scope.kind === 'all' ? undefined : [...chunk],
        }),
      ),
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
  return countInScope(scope, ordersCollection(db), waitingOrders, { status });
}

/** The user's own order drafts (drafts are personal). */
export function countOrderDrafts(db: Firestore, uid: string): Promise<number> {
  return count(query(draftOrdersCollection(db), ...constraintsOf(ownOrderDrafts, { userId: uid })));
}

/** The user's own compliance report drafts in scope (only the author finishes a draft). */
export function countComplianceDrafts(
  db: Firestore,
  uid: string,
  scope: QueryableScope,
): Promise<number> {
  return countInScope(scope, complianceReportsCollection(db), ownComplianceDrafts, {
    status: 'draft',
    userId: uid,
  });
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
  const locations = franchiseLocationRecords(db);
  const snapshots =
    scope.kind === 'all'
      ? [await getDocs(locations)]
      : await Promise.all(
          scope.territoryIds.map((id) =>
            getDocs(query(locations, ...constraintsOf(scopeLocations, { territoryId: id }))),
          ),
        );
  return snapshots
    .flatMap((s) => s.docs)
    .map((d) => ({ id: d.id, ...d.data() }))
    .filter((location) => location.enabled)
    .map((location) => ({
      id: location.id,
      name: location.name || location.id,
      territoryId: location.territoryId,
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
    query(announcementsCollection(db), ...constraintsOf(latestAnnouncements, {}, { limit: n })),
  );
  return snapshot.docs.map(toAnnouncement);
}
