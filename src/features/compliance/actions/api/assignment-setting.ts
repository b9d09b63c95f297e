import { getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { appConfigDoc } from '@/data/settings';
import { readActionAssignment, type ActionAssignment } from '../model/assignment';

/** `app_config/compliance`: the compliance settings of the top roles (firestore.rules). */
const SETTINGS_ID = 'compliance';

/** Who new follow-up actions are assigned to (the default when nothing is stored). */
export async function getActionAssignment(db: Firestore): Promise<ActionAssignment> {
  const snap = await getDoc(appConfigDoc(db, SETTINGS_ID));
  return readActionAssignment(snap.get('actionAssignment'));
}

export async function saveActionAssignment(
  db: Firestore,
  actionAssignment: ActionAssignment,
): Promise<void> {
  await setDoc(appConfigDoc(db, SETTINGS_ID), { actionAssignment, updatedAt: serverTimestamp() });
}
