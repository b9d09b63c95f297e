import { getDocs, query, type Firestore } from 'firebase/firestore';
import type { TerritoryScope } from '@/features/auth';
import { constraintsOf } from '@/data/query/declaredQuery';
import { chunkValues } from '@/data/query/inLimit';
import { readChunks } from '@/data/query/scopeChunks';
import { toLocation, type ReportLocation } from '../model/location';
import { franchiseLocationsCollection } from '@/data/franchiseLocations';
import { inspectionLocations } from '../fixedQueries';

export type LocationScope = TerritoryScope;

async function locationsWhere(firestore: Firestore, territoryIds?: readonly string[]) {
  const snap = await getDocs(
    query(
      franchiseLocationsCollection(firestore),
      ...constraintsOf(inspectionLocations, { territoryId: territoryIds }),
    ),
  );
  return snap.docs.filter((d) => d.get('enabled') !== false).map((d) => toLocation(d.id, d.data()));
}

/**
 * Enabled franchise locations the user may inspect, by name. Queries say their scope as the
 * rules require: scoped users `territoryId in` their territories (one query per chunk of 30, in
 * parallel), top roles all.
 */
export async function listLocations(
  firestore: Firestore,
  scope: LocationScope,
): Promise<ReportLocation[]> {
  let found: ReportLocation[] = [];
  if (scope.kind === 'all') found = await locationsWhere(firestore);
  else if (scope.kind === 'territories') {
    found = await readChunks(chunkValues(scope.territoryIds), (chunk) =>
      locationsWhere(firestore, chunk),
    );
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
