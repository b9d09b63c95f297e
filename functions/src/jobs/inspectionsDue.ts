/**
 * The inspections job (`inspectionsDueDaily`; locally `run-job.mjs inspectionsDue --date`):
 * reads the enabled locations and each one's last published report (the schedule card's query:
 * franchiseeLocationId + status + territoryId, newest first), and writes the mails
 * ./inspectionsDueModel.ts decides.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/data/collections';
import { frequencyOf } from '@/features/compliance/model/location';
import {
  appBaseUrl,
  readJobUsers,
  readTeamEmails,
  readTerritories,
  writeMails,
  type JobResult,
} from './jobMail';
import { inspectionDueMails, type InspectedLocation } from './inspectionsDueModel';

/** The enabled locations with their schedule and last published report. */
export async function readInspectedLocations(db: Firestore): Promise<InspectedLocation[]> {
  const locationSnap = await db
    .collection(COLLECTIONS.franchiseLocations)
    .where('enabled', '==', true)
    .get();
  return Promise.all(
    locationSnap.docs.map(async (d) => {
      const territoryId = String(d.get('territoryId') ?? '');
      const last = await db
        .collection(COLLECTIONS.complianceReports)
        .where('franchiseeLocationId', '==', d.id)
        .where('status', '==', 'published')
        .where('territoryId', '==', territoryId)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .get();
      const report = last.docs[0];
      const created: unknown = report?.get('createdAt');
      return {
        id: d.id,
        name: String(d.get('name') ?? d.id),
        territoryId,
        frequencyDays: frequencyOf(d.get('inspectionFrequencyDays')),
        lastInspectedAt:
          created && typeof (created as { toMillis?: unknown }).toMillis === 'function'
            ? (created as { toMillis: () => number }).toMillis()
            : null,
        inspectorId: String(report?.get('userId') ?? ''),
      };
    }),
  );
}

export async function runInspectionsDue(db: Firestore, day: string): Promise<JobResult> {
  const [locations, users, territories, teams] = await Promise.all([
    readInspectedLocations(db),
    readJobUsers(db),
    readTerritories(db),
    readTeamEmails(db),
  ]);
  const owners = new Map([...territories].map(([id, t]) => [id, t.ownerId]));
  return writeMails(
    db,
    day,
    inspectionDueMails(day, locations, users, owners, teams, appBaseUrl()),
  );
}
