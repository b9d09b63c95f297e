import { doc, getDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import type { WithId } from '@/components/DataTable';
import { resourceCollection } from './resource-queries';

export interface GetRecordInput {
  collection: string;
  id: string;
}

/** One stored record with its id, or null when it does not exist. */
export async function getRecord<D extends DocumentData>(
  firestore: Firestore,
  { collection, id }: GetRecordInput,
): Promise<WithId<D> | null> {
  const snapshot = await getDoc(doc(resourceCollection<D>(firestore, collection), id));
  return snapshot.exists() ? { ...snapshot.data(), id: snapshot.id } : null;
}
