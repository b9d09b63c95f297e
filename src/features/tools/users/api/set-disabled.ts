import { serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { userDoc } from '@/data/users';

interface SetDisabledInput {
  ids: readonly string[];
  disabled: boolean;
}

/** Disables or enables one or more users in one batch (at most 500, a page is at most 75). */
export async function setUsersDisabled({ ids, disabled }: SetDisabledInput): Promise<void> {
  const batch = writeBatch(db);
  for (const id of ids) {
    batch.update(userDoc(db, id), { disabled, updatedAt: serverTimestamp() });
  }
  await batch.commit();
}
