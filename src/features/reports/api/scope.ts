import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { TOP_ROLES, type Role } from '@/features/auth';

export interface ReportViewer {
  uid: string;
  role: Role | null;
  /** Manager and Employee (and the seeded owner): the territories on their own record. */
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
}

export const isTopViewer = (viewer: ReportViewer) =>
  viewer.role !== null && TOP_ROLES.includes(viewer.role);

const named = (d: DocumentSnapshot) => ({ id: d.id, name: String(d.data()?.name ?? d.id) });
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The territories in the viewer's scope (spec 01 §6), by name: all for the top roles, those
 * listing a Franchisee Owner in userIds, those on a Manager's or Employee's record.
 */
export async function listReportTerritories(
  db: Firestore,
  viewer: ReportViewer,
): Promise<NamedTerritory[]> {
  const territories = collection(db, 'territories');
  if (isTopViewer(viewer)) return (await getDocs(territories)).docs.map(named).sort(byName);
  if (viewer.role === 'franchiseeOwner') {
    const snapshot = await getDocs(
      query(territories, where('userIds', 'array-contains', viewer.uid)),
    );
    return snapshot.docs.map(named).sort(byName);
  }
  const snapshots = await Promise.all(
    [...new Set(viewer.territoryIds)].map((id) => getDoc(doc(territories, id))),
  );
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
        query(collection(db, 'franchise_locations'), where('territoryId', '==', territoryId)),
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
      };
    })
    .sort(byName);
}
