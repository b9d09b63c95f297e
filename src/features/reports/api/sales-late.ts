import {
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { buildMail, getMailPerson, getTeamEmails, mailRef, type MailPerson } from '../../mail';
import { lateDays, remindableDays, type LateDay } from '../model/salesLate';
import { listSalesDays } from './sales-entries';
import { territoryDoc } from '@/data/territories';
import { franchiseLocationsCollection } from '@/data/franchiseLocations';
import { salesReminderCheckDoc, salesReminderChecksCollection } from '@/data/mail';
import { constraintsOf } from '@/data/query/declaredQuery';
import { reminderChecksOfDay, reminderLocations } from '../fixedQueries';

/** Who may send the reminders (rules: the same roles; others' sign-ins do nothing). */
const REMINDER_ROLES = ['superAdmin', 'fulfillment', 'franchiseeOwner'] as const;

export interface ReminderSender {
  uid: string;
  role: string | null;
  territoryIds: readonly string[];
}

/** A run's reminders: created now, and found already written by a run cut short. */
interface ReminderRun {
  written: number;
  alreadyWritten: number;
}

const NOTHING_SENT: ReminderRun = { written: 0, alreadyWritten: 0 };

interface ReminderLocation {
  id: string;
  name: string;
  territoryId: string;
}

/**
 * The enabled franchise locations of the sender's scope: all for the top roles, one query per
 * own territory for an owner (what the rules can check).
 */
async function locationsOf(db: Firestore, sender: ReminderSender): Promise<ReminderLocation[]> {
  const locations = (territoryId?: string) =>
    query(
      franchiseLocationsCollection(db),
      ...constraintsOf(reminderLocations, { territoryId, enabled: true }),
    );
  const queries: Query[] =
    sender.role === 'franchiseeOwner' ? sender.territoryIds.map(locations) : [locations()];
  const snapshots = await Promise.all(queries.map((q) => getDocs(q)));
  return snapshots
    .flatMap((s) => s.docs)
    .map((d) => ({
      id: d.id,
      name: String(d.get('name') ?? d.id),
      territoryId: String(d.get('territoryId') ?? ''),
    }));
}

/** `sales_reminder_checks/<UTC day>_<territoryId>`: that day's reminders of the territory are done. */
const checkId = (day: string, territoryId: string) => `${day}_${territoryId}`;

/**
 * The sender's territories already checked today, by any sign-in: a top role lists the day's
 * markers, an owner reads the markers of their own territories (what the rules let them read).
 */
async function checkedToday(db: Firestore, sender: ReminderSender, day: string) {
  if (sender.role !== 'franchiseeOwner') {
    const snapshot = await getDocs(
      query(salesReminderChecksCollection(db), ...constraintsOf(reminderChecksOfDay, { day })),
    );
    return new Set(snapshot.docs.map((d) => String(d.get('territoryId'))));
  }
  const markers = await Promise.all(
    sender.territoryIds.map((id) => getDoc(salesReminderCheckDoc(db, checkId(day, id)))),
  );
  return new Set(markers.filter((m) => m.exists()).map((m) => String(m.get('territoryId'))));
}

/** A batch holds at most 500 writes. */
const BATCH_LIMIT = 500;

/** Marks the territories checked today (one marker per territory and day), in few batches. */
async function markChecked(db: Firestore, uid: string, day: string, territoryIds: string[]) {
  for (let start = 0; start < territoryIds.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const territoryId of territoryIds.slice(start, start + BATCH_LIMIT)) {
      batch.set(salesReminderCheckDoc(db, checkId(day, territoryId)), {
        day,
        territoryId,
        userId: uid,
        createdAt: serverTimestamp(),
      });
    }
    await batch.commit();
  }
}

/** The territory's owner (user_id / user_email), who receives the location's reminders. */
async function ownerOf(db: Firestore, territoryId: string): Promise<MailPerson | null> {
  const territory = await getDoc(territoryDoc(db, territoryId));
  const uid: unknown = territory.get('user_id');
  const email: unknown = territory.get('user_email');
  if (typeof uid !== 'string' || uid === '' || typeof email !== 'string') return null;
  return getMailPerson(db, uid, email);
}

/**
 * Writes one "sales not reported" mail per enabled location of the sender's scope and per day
 * whose deadline passed within the window (model/salesLate.ts) without a sales entry, then marks
 * the scope's territories checked for the day (`sales_reminder_checks`). Territories another
 * sign-in already checked today are skipped: a create the rules refuse (mail is create-only)
 * errors the SDK's write stream, which then backs off for seconds and holds up the user's own
 * saves. Each mail is its own create under a deterministic id, read first, so a run cut short
 * (a reload) writes only the mails it had not written yet.
 */
export async function sendSalesLateReminders(
  db: Firestore,
  sender: ReminderSender,
  now = new Date(),
): Promise<ReminderRun> {
  if (!REMINDER_ROLES.some((role) => role === sender.role)) return NOTHING_SENT;
  const today = now.toISOString().slice(0, 10);
  const days = remindableDays(now);
  const [inScope, checked] = await Promise.all([
    locationsOf(db, sender),
    checkedToday(db, sender, today),
  ]);
  const locations = inScope.filter((l) => !checked.has(l.territoryId));
  if (locations.length === 0) return NOTHING_SENT;
  const territoryIds = [...new Set(locations.map((l) => l.territoryId))];
  const reported = await listSalesDays(db, territoryIds, days[days.length - 1], days[0]);
  const late = lateDays(
    locations.map((l) => l.id),
    days,
    new Set(reported.map((d) => `${d.locationId}_${d.date}`)),
  );
  const run = late.length === 0 ? NOTHING_SENT : await writeReminders(db, sender, locations, late);
  await markChecked(db, sender.uid, today, territoryIds);
  return run;
}

async function writeReminders(
  db: Firestore,
  sender: ReminderSender,
  locations: ReminderLocation[],
  late: LateDay[],
): Promise<ReminderRun> {
  const teams = await getTeamEmails(db);
  const owners = new Map<string, MailPerson | null>();
  for (const territoryId of new Set(locations.map((l) => l.territoryId)))
    owners.set(territoryId, await ownerOf(db, territoryId));
  const byId = new Map(locations.map((l) => [l.id, l]));
  const mails = late.flatMap(({ locationId, day, entryId }) => {
    const location = byId.get(locationId);
    const mail =
      location &&
      buildMail(
        {
          type: 'salesLate',
          entryId,
          day,
          locationName: location.name,
          owner: owners.get(location.territoryId) ?? null,
        },
        teams,
        sender.uid,
      );
    return mail ? [mail] : [];
  });
  // A run cut short by a reload wrote some of them: read first, never create one twice.
  const stored = await Promise.all(mails.map((mail) => getDoc(mailRef(db, mail.id))));
  const missing = mails.filter((_, i) => !stored[i].exists());
  for (const mail of missing) {
    await setDoc(mailRef(db, mail.id), { ...mail.doc, createdAt: serverTimestamp() });
  }
  return { written: missing.length, alreadyWritten: mails.length - missing.length };
}
