import { deleteDoc, type Firestore } from 'firebase/firestore';
import { complianceReportQuestionDoc } from '@/data/complianceCatalogue';

/** Removes a question from the catalogue; reports already made keep their own copy of it. */
export async function deleteQuestion(firestore: Firestore, id: string): Promise<void> {
  await deleteDoc(complianceReportQuestionDoc(firestore, id));
}
