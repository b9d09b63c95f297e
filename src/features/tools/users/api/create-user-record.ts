import {
  arrayUnion,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { userDoc } from '@/data/users';
import { territoryDoc } from '@/data/territories';

/**
 * Writes a new user's `users/{uid}` document and, in the same batch, adds the user to the
 * `userIds` of each territory of their `territoryIds` (README "One territory scope": the user's
 * own list is the source of truth, the territory's a copy the rules keep in step). `data` is the
 * complete document without its stamps.
 */
export async function createUserRecord(
  db: Firestore,
  uid: string,
  data: DocumentData & { territoryIds: string[] },
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(userDoc(db, uid), {
    ...data,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  for (const territoryId of data.territoryIds) {
    batch.update(territoryDoc(db, territoryId), {
      userIds: arrayUnion(uid),
      updatedAt: serverTimestamp(),
    });
  }
  await batch.commit();
}
