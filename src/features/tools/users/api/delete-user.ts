import { arrayRemove, doc, getDocs, query, serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { constraintsOf } from '@/data/query/declaredQuery';
import { territoriesAssignedTo, territoriesWithMember } from '../../fixedQueries';
import { userDoc } from '@/data/users';
import { territoriesCollection } from '@/data/territories';

interface DeleteUserInput {
  id: string;
}

/** The assigned-user fields of a territory (spec 01 §3), blanked when that user is deleted. */
const BLANK_TERRITORY_USER = {
  user_id: '',
  user_email: '',
  user_first: '',
  user_last: '',
  user_mobile: '',
} as const;

/**
 * Deletes `users/{id}` and, in the same batch, blanks the user fields of territories assigned to
 * them and takes them out of every territory's userIds (spec 01 §4, §7). The Auth account stays:
 * the client SDK cannot delete someone else's sign-in (README Decisions).
 */
export async function deleteUser({ id }: DeleteUserInput): Promise<void> {
  const territories = territoriesCollection(db);
  const [assigned, member] = await Promise.all([
    getDocs(query(territories, ...constraintsOf(territoriesAssignedTo, { user_id: id }))),
    getDocs(query(territories, ...constraintsOf(territoriesWithMember, { userIds: id }))),
  ]);
  const batch = writeBatch(db);
  const touched = new Map<string, Record<string, unknown>>();
  for (const snap of member.docs) touched.set(snap.id, { userIds: arrayRemove(id) });
  for (const snap of assigned.docs) {
    touched.set(snap.id, { ...touched.get(snap.id), ...BLANK_TERRITORY_USER });
  }
  for (const [territoryId, changes] of touched) {
    batch.update(doc(territories, territoryId), { ...changes, updatedAt: serverTimestamp() });
  }
  batch.delete(userDoc(db, id));
  await batch.commit();
}
