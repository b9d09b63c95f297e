import { getDocs, query, type CollectionReference, type DocumentData } from 'firebase/firestore';
import { TOP_ROLES, type Role } from '@/features/auth';
import {
  constraintsOf,
  type FilterValues,
  type QueryDeclaration,
} from '@/data/query/declaredQuery';
import type { ScopeLocation } from '@/features/referenceData';

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

/**
 * The session's franchise locations (reference data) as the reports use them. Keep it a stable
 * function: it is useScopeLocations' `select`.
 */
export function toSalesLocations(locations: readonly ScopeLocation[]): SalesLocation[] {
  return locations.map((l) => ({
    id: l.id,
    name: l.name,
    type: l.type,
    territoryId: l.territoryId,
    enabled: l.enabled,
    ...(l.deliveryLocationId ? { deliveryLocationId: l.deliveryLocationId } : {}),
  }));
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
