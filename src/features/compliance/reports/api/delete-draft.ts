import { deleteDoc, type Firestore } from 'firebase/firestore';
import { complianceReportDoc } from '@/data/complianceReports';

/** Deletes one draft report (complianceDrafts.delete; the rules refuse published reports). */
export async function deleteDraft(db: Firestore, id: string): Promise<void> {
  await deleteDoc(complianceReportDoc(db, id));
}
