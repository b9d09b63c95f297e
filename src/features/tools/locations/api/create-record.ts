import {
  addDoc,
  collection as collectionRef,
  serverTimestamp,
  type DocumentData,
} from 'firebase/firestore';
import { db } from '@/lib/firebase';

interface CreateRecordInput {
  collection: string;
  /** Mapped fields without timestamps. */
  data: DocumentData;
}

/** Creates a record with a generated id, stamping createdAt and updatedAt; returns the id. */
export async function createRecord({ collection, data }: CreateRecordInput): Promise<string> {
  const ref = await addDoc(collectionRef(db, collection), {
    ...data,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
