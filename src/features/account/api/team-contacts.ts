import { doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
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

const teamDoc = (team: Team) => doc(db, TEAM_CONTACTS_COLLECTION, team);

/** Reads the three team documents; a missing document or field reads as empty. */
export async function getTeamContacts(): Promise<NotificationSettings> {
  const snaps = await Promise.all(TEAMS.map((team) => getDoc(teamDoc(team))));
  const settings = { ...emptyNotificationSettings };
  TEAMS.forEach((team, i) => {
    const data = snaps[i].data() as Partial<TeamContactDoc> | undefined;
    settings[emailField(team)] = typeof data?.email === 'string' ? data.email : '';
    settings[phoneField(team)] = typeof data?.phone === 'string' ? data.phone : '';
  });
  return settings;
}

/** Writes all three team documents in one batch: either every team changes or none does. */
export async function updateTeamContacts(input: UpdateTeamContactsInput): Promise<void> {
  const batch = writeBatch(db);
  for (const team of TEAMS) {
    batch.set(
      teamDoc(team),
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
