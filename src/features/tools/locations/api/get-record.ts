import { doc, getDoc, type DocumentData } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { WithId } from '@/components/DataTable';

export interface GetRecordInput {
  collection: string;
  id: string;
}

/** One stored record with its id, or null when it does not exist. */
export async function getRecord<D extends DocumentData>({
  collection,
  id,
}: GetRecordInput): Promise<WithId<D> | null> {
  const snapshot = await getDoc(doc(db, collection, id));
  return snapshot.exists() ? { ...(snapshot.data() as D), id: snapshot.id } : null;
}
