import { doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { db } from '@/lib/firebase';

interface UpdateRecordInput {
  collection: string;
  id: string;
  /** Mapped fields without timestamps; createdAt is never touched. */
  data: DocumentData;
}

/** Updates the given fields of a record and stamps updatedAt. */
export async function updateRecord({ collection, id, data }: UpdateRecordInput): Promise<void> {
  await updateDoc(doc(db, collection, id), { ...data, updatedAt: serverTimestamp() });
}
