import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { field } from '@/data/converter';
import {
  TEAMS,
  emailField,
  emptyNotificationSettings,
  phoneField,
  type NotificationSettings,
  type Team,
} from '../schemas';

/** `team_contacts/{orders|fulfillment|compliance}`: one document per team (spec 01 §3). */
export const TEAM_CONTACTS_COLLECTION = 'team_contacts';

export interface TeamContactDoc {
  email: string;
  phone: string;
}

/** Update team contacts: the six fields of spec 02 §3, trimmed, phones as digits. */
export type UpdateTeamContactsInput = NotificationSettings;

const teamDoc = (firestore: Firestore, team: Team) =>
  doc(firestore, TEAM_CONTACTS_COLLECTION, team);

/** Reads the three team documents; a missing document or a field of another type reads as empty. */
export async function getTeamContacts(firestore: Firestore): Promise<NotificationSettings> {
  const snaps = await Promise.all(TEAMS.map((team) => getDoc(teamDoc(firestore, team))));
  const settings = { ...emptyNotificationSettings };
  TEAMS.forEach((team, i) => {
    const data = snaps[i].data();
    settings[emailField(team)] = field.text(data?.email);
    settings[phoneField(team)] = field.text(data?.phone);
  });
  return settings;
}

/** Writes all three team documents in one batch: either every team changes or none does. */
export async function updateTeamContacts(
  firestore: Firestore,
  input: UpdateTeamContactsInput,
): Promise<void> {
  const batch = writeBatch(firestore);
  for (const team of TEAMS) {
    batch.set(
      teamDoc(firestore, team),
      {
        email: input[emailField(team)],
        phone: input[phoneField(team)],
        updatedAt: serverTimestamp(),
      },
      { merge: true },
    );
  }
  await batch.commit();
}
