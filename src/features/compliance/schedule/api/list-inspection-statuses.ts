import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { frequencyOf, type ReportLocation } from '../../model/location';
import type { InspectionStatus } from '../model/pastDue';
import { complianceReportRecords } from '@/data/complianceReports';
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
      complianceReportRecords(db),
      ...constraintsOf(lastInspection, {
        franchiseeLocationId: location.id,
        status: 'published',
        territoryId: location.territoryId,
      }),
    ),
  );
  return snap.docs[0]?.data().createdAt?.toMillis() ?? null;
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
