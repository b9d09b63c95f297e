import { doc, getDoc, type CollectionReference, type DocumentData } from 'firebase/firestore';
import type { WithId } from '@/components/DataTable';

/** One stored record of `records` with its id, or null when it does not exist. */
export async function getRecord<D extends DocumentData>(
  records: CollectionReference<D>,
  id: string,
): Promise<WithId<D> | null> {
  const snapshot = await getDoc(doc(records, id));
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
