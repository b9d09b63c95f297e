import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { buildMail, getMailPerson, getTeamEmails, mailRef, type MailPerson } from '../../mail';
import { lateDays, remindableDays } from '../model/salesLate';
import { listSalesDays } from './sales-entries';

/** Who may send the reminders (rules: the same roles; others' sign-ins do nothing). */
export const REMINDER_ROLES = ['superAdmin', 'fulfillment', 'franchiseeOwner'] as const;

export interface ReminderSender {
  uid: string;
  role: string | null;
  territoryIds: readonly string[];
}

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
  const locations = collection(db, 'franchise_locations');
  const enabled = where('enabled', '==', true);
  const queries: Query[] =
    sender.role === 'franchiseeOwner'
      ? sender.territoryIds.map((id) => query(locations, where('territoryId', '==', id), enabled))
      : [query(locations, enabled)];
  const snapshots = await Promise.all(queries.map((q) => getDocs(q)));
  return snapshots
    .flatMap((s) => s.docs)
    .map((d) => ({
      id: d.id,
      name: String(d.get('name') ?? d.id),
      territoryId: String(d.get('territoryId') ?? ''),
    }));
}

/** The territory's owner (user_id / user_email), who receives the location's reminders. */
async function ownerOf(db: Firestore, territoryId: string): Promise<MailPerson | null> {
  const territory = await getDoc(doc(db, 'territories', territoryId));
  const uid: unknown = territory.get('user_id');
  const email: unknown = territory.get('user_email');
  if (typeof uid !== 'string' || uid === '' || typeof email !== 'string') return null;
  return getMailPerson(db, uid, email);
}

/**
 * Writes one "sales not reported" mail per enabled location of the sender's scope and per day
 * whose deadline passed within the window (model/salesLate.ts) without a sales entry. Each mail
 * is its own create under a deterministic id, so a reminder another sign-in already wrote is
 * refused by the rules (mail is create-only and unreadable to franchise roles) and skipped.
 * Returns how many were written now.
 */
export async function sendSalesLateReminders(
  db: Firestore,
  sender: ReminderSender,
  now = new Date(),
): Promise<number> {
  if (!REMINDER_ROLES.some((role) => role === sender.role)) return 0;
  const days = remindableDays(now);
  const locations = await locationsOf(db, sender);
  if (locations.length === 0) return 0;
  const territoryIds = [...new Set(locations.map((l) => l.territoryId))];
  const reported = await listSalesDays(db, territoryIds, days[days.length - 1], days[0]);
  const late = lateDays(
    locations.map((l) => l.id),
    days,
    new Set(reported.map((d) => `${d.locationId}_${d.date}`)),
  );
  if (late.length === 0) return 0;
  const teams = await getTeamEmails(db);
  const owners = new Map<string, MailPerson | null>();
  for (const territoryId of territoryIds) owners.set(territoryId, await ownerOf(db, territoryId));
  const byId = new Map(locations.map((l) => [l.id, l]));
  let written = 0;
  for (const { locationId, day, entryId } of late) {
    const location = byId.get(locationId);
    if (!location) continue;
    const mail = buildMail(
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
    if (!mail) continue;
    try {
      await setDoc(mailRef(db, mail.id), { ...mail.doc, createdAt: serverTimestamp() });
      written += 1;
    } catch {
      // Already sent by an earlier sign-in (create-only), or the day was reported meanwhile.
    }
  }
  return written;
}
