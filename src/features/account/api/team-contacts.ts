import { getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { readTeamContact, teamContactDoc } from '@/data/settings';
import {
  TEAMS,
  emailField,
  emptyNotificationSettings,
  phoneField,
  type NotificationSettings,
} from '../schemas';

/** Update team contacts: the six fields of spec 02 §3, trimmed, phones as digits. */
export type UpdateTeamContactsInput = NotificationSettings;

/**
 * Reads the three team documents (`team_contacts/{orders|fulfillment|compliance}`, spec 01 §3); a
 * missing document or a field of another type reads as empty.
 */
export async function getTeamContacts(firestore: Firestore): Promise<NotificationSettings> {
  const snaps = await Promise.all(TEAMS.map((team) => getDoc(teamContactDoc(firestore, team))));
  const settings = { ...emptyNotificationSettings };
  TEAMS.forEach((team, i) => {
    const contact = readTeamContact(snaps[i].data());
    settings[emailField(team)] = contact.email;
    settings[phoneField(team)] = contact.phone;
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
      teamContactDoc(firestore, team),
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
