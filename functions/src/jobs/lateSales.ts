/**
 * The late-sales job (`lateSalesDaily`; locally `node scripts/run-job.mjs lateSales --date`):
 * reads the enabled locations, the window's sales entries and the people, and writes the
 * reminders ./lateSalesModel.ts decides. Replaces the browser's sign-in-time check (issue 27).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/data/collections';
import { salesLateWindow } from '@/features/reports/model/salesLate';
import {
  appBaseUrl,
  readJobUsers,
  readTeamEmails,
  readTerritories,
  writeMails,
  type JobResult,
} from './jobMail';
import { lateSalesMails, type SalesLocation } from './lateSalesModel';
import { dayOf } from './people';

export async function runLateSales(db: Firestore, day: string): Promise<JobResult> {
  const window = salesLateWindow(day);
  const [locationSnap, entrySnap, users, territories, teams] = await Promise.all([
    db.collection(COLLECTIONS.franchiseLocations).where('enabled', '==', true).get(),
    db
      .collection(COLLECTIONS.salesEntries)
      .where('date', '>=', window[window.length - 1])
      .where('date', '<=', window[0])
      .get(),
    readJobUsers(db),
    readTerritories(db),
    readTeamEmails(db),
  ]);
  const locations: SalesLocation[] = locationSnap.docs.map((d) => {
    const created: unknown = d.get('createdAt');
    const since =
      created && typeof (created as { toMillis?: unknown }).toMillis === 'function'
        ? dayOf((created as { toMillis: () => number }).toMillis())
        : '';
    return {
      id: d.id,
      name: String(d.get('name') ?? d.id),
      territoryId: String(d.get('territoryId') ?? ''),
      since,
    };
  });
  const reported = new Set(
    entrySnap.docs.map((d) => `${String(d.get('locationId'))}_${String(d.get('date'))}`),
  );
  const owners = new Map([...territories].map(([id, t]) => [id, t.ownerId]));
  return writeMails(
    db,
    day,
    lateSalesMails({ day, locations, reported, users, owners, teams, baseUrl: appBaseUrl() }),
  );
}
