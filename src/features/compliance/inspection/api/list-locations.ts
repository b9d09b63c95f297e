import { collection, getDocs, query, where, type QueryConstraint } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { ReportLocation } from '../model/reportForm';
import { toLocation } from './get-location';

export type LocationScope =
  | { kind: 'all' }
  | { kind: 'territories'; territoryIds: string[] }
  | { kind: 'owner'; uid: string };

async function locationsWhere(...constraints: QueryConstraint[]) {
  const snap = await getDocs(query(collection(db, 'franchise_locations'), ...constraints));
  return snap.docs.filter((d) => d.get('enabled') !== false).map((d) => toLocation(d.id, d.data()));
}

/**
 * Enabled franchise locations the user may inspect, by name. Queries say their scope as the
 * rules require: Manager/Employee `territoryId in` their territories (at most 30), owners one
 * territory at a time (the territories listing them), top roles everything.
 */
export async function listLocations(scope: LocationScope): Promise<ReportLocation[]> {
  let found: ReportLocation[];
  if (scope.kind === 'all') found = await locationsWhere();
  else if (scope.kind === 'territories') {
    const ids = scope.territoryIds.slice(0, 30);
    found = ids.length ? await locationsWhere(where('territoryId', 'in', ids)) : [];
  } else {
    const territories = await getDocs(
      query(collection(db, 'territories'), where('userIds', 'array-contains', scope.uid)),
    );
    const lists = await Promise.all(
      territories.docs.map((t) => locationsWhere(where('territoryId', '==', t.id))),
    );
    found = lists.flat();
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
