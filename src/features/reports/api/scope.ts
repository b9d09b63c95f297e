import {
  doc,
  getDoc,
  getDocs,
  query,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { TOP_ROLES, territoryScope, type Role } from '@/features/auth';
import { territoriesCollection } from '@/data/territories';
import { franchiseLocationsCollection } from '@/data/franchiseLocations';
import {
  constraintsOf,
  type FilterValues,
  type QueryDeclaration,
} from '@/data/query/declaredQuery';
import { salesLocations } from '../fixedQueries';

export interface ReportViewer {
  uid: string;
  role: Role | null;
  /** The territories on the viewer's own record (every scoped role, owners included). */
  territoryIds: readonly string[];
}

export interface NamedTerritory {
  id: string;
  name: string;
}

export interface SalesLocation {
  id: string;
  name: string;
  type: 'truck' | 'restaurant';
  territoryId: string;
  enabled: boolean;
  /** The delivery location its orders go to (COGS purchases, issue 14); absent when not linked. */
  deliveryLocationId?: string;
}

export const isTopViewer = (viewer: ReportViewer) =>
  viewer.role !== null && TOP_ROLES.includes(viewer.role);

const named = (d: DocumentSnapshot) => ({ id: d.id, name: String(d.data()?.name ?? d.id) });
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The territories in the viewer's scope (spec 01 §6), by name: all for the top roles, else those
 * on the viewer's own record (auth territoryScope, README "One territory scope").
 */
export async function listReportTerritories(
  db: Firestore,
  viewer: ReportViewer,
): Promise<NamedTerritory[]> {
  const territories = territoriesCollection(db);
  const scope = territoryScope(viewer);
  if (scope.kind === 'all') return (await getDocs(territories)).docs.map(named).sort(byName);
  if (scope.kind === 'none') return [];
  const snapshots = await Promise.all(scope.territoryIds.map((id) => getDoc(doc(territories, id))));
  return snapshots
    .filter((s) => s.exists())
    .map(named)
    .sort(byName);
}

/** The franchise locations of the given territories (one query per territory, as rules check). */
export async function listSalesLocations(
  db: Firestore,
  territoryIds: readonly string[],
): Promise<SalesLocation[]> {
  const snapshots = await Promise.all(
    territoryIds.map((territoryId) =>
      getDocs(
        query(franchiseLocationsCollection(db), ...constraintsOf(salesLocations, { territoryId })),
      ),
    ),
  );
  return snapshots
    .flatMap((s) => s.docs)
    .map((d) => {
      const data = d.data();
      return {
        id: d.id,
        name: String(data.name ?? d.id),
        type: data.type === 'truck' ? ('truck' as const) : ('restaurant' as const),
        territoryId: String(data.territoryId ?? ''),
        enabled: data.enabled !== false,
        ...(typeof data.deliveryLocationId === 'string' && data.deliveryLocationId !== ''
          ? { deliveryLocationId: data.deliveryLocationId }
          : {}),
      };
    })
    .sort(byName);
}

/**
 * The documents of a per-day report collection (`days`: sales_entries, sales_adjustments or
 * item_sales_daily, typed by their readers in src/data/salesLedger.ts) of the given territories between two
 * yyyy-MM-dd days, one query per territory (`territoryId ==` and the date range: what the rules
 * can check for every role), built from the collection's declaration (salesEntryDays,
 * salesAdjustmentDays, itemSalesDays in ../fixedQueries.ts). The whole span is read in one go so
 * a report can compare with the previous period and last year without reading again. `more` are
 * the declaration's further filters (item sales' location type).
 */
export async function listTerritoryDays<T extends DocumentData, K extends string>(
  days: CollectionReference<T>,
  declaration: QueryDeclaration<K | 'territoryId' | 'from' | 'to'>,
  territoryIds: readonly string[],
  span: { from: string; to: string },
  more: FilterValues<K> = {},
): Promise<T[]> {
  const snapshots = await Promise.all(
    territoryIds.map((territoryId) =>
      getDocs(
        query(
          days,
          ...constraintsOf(declaration, { ...more, territoryId, from: span.from, to: span.to }),
        ),
      ),
    ),
  );
  return snapshots.flatMap((s) => s.docs.map((d) => d.data()));
}
