import { getDocs, query, Timestamp, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import type { ReportLocation } from '../../inspection/model/reportForm';
import { frequencyOf, type InspectionStatus } from '../model/pastDue';
import { complianceReportsCollection } from '@/data/complianceReports';
import { lastInspection } from '../../fixedQueries';

/**
 * When `location` was last inspected: the publishing time of its newest published report, or
 * null. Same query shape as the location history (firestore.indexes.json: franchiseeLocationId,
 * status, territoryId, createdAt desc), naming the territory so the rules can check scope.
 */
export async function lastInspectedAt(
  db: Firestore,
  location: Pick<ReportLocation, 'id' | 'territoryId'>,
): Promise<number | null> {
  const snap = await getDocs(
    query(
      complianceReportsCollection(db),
      ...constraintsOf(lastInspection, {
        franchiseeLocationId: location.id,
        status: 'published',
        territoryId: location.territoryId,
      }),
    ),
  );
  const createdAt: unknown = snap.docs[0]?.get('createdAt');
  return createdAt instanceof Timestamp ? createdAt.toMillis() : null;
}

/** The inspection status of each location (one small query per location, run together). */
export function listInspectionStatuses(
  db: Firestore,
  locations: readonly ReportLocation[],
): Promise<InspectionStatus[]> {
  return Promise.all(
    locations.map(async (l) => ({
      locationId: l.id,
      locationName: l.name,
      locationType: l.type,
      territoryId: l.territoryId,
      territoryName: l.territoryName,
      frequencyDays: frequencyOf(l.inspectionFrequencyDays),
      lastInspectedAt: await lastInspectedAt(db, l),
    })),
  );
}
