import { deleteDoc, type Firestore } from 'firebase/firestore';
import { reportDoc } from './reports-collection';

/** Deletes one draft report (complianceDrafts.delete; the rules refuse published reports). */
export async function deleteDraft(db: Firestore, id: string): Promise<void> {
  await deleteDoc(reportDoc(db, id));
}
