import { getCountFromServer, getDocs, query, type Firestore, type Query } from 'firebase/firestore';
import type { TerritoryScope } from '@/features/auth';
import { listLocationHistory, scoreTrend, type ScoreTrend } from '@/features/compliance';
import { announcementsCollection, toAnnouncement, type Announcement } from '@/data/announcements';
import { complianceReportsCollection } from '@/data/complianceReports';
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

/** The enabled ones of the scope's locations (the session's shared reference data), by name. */
export function dashboardLocations(
  locations: readonly (DashboardLocation & { enabled: boolean })[],
): DashboardLocation[] {
  return locations
    .filter((location) => location.enabled)
    .map(({ id, name, territoryId }) => ({ id, name: name || id, territoryId }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface LocationScores {
  location: DashboardLocation;
  /** The last 5 published scores, oldest first, with the change against the one before. */
  trend: ScoreTrend;
}

/**
 * The last 5 compliance scores of each of `locations`, read in parallel with the report view's
 * own history query and trend (features/compliance); locations without a published report come
 * back with no points.
 */
export async function listLocationScores(
  db: Firestore,
  locations: readonly DashboardLocation[],
): Promise<LocationScores[]> {
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
