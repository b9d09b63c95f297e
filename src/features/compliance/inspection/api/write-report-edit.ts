import { serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { actionRef, actionToDoc, type EditActionChanges } from '../../actions';
import { storedReport } from '../../model/reportComments';
import type { ReportFields } from '../model/reportDoc';
import { complianceReportDoc } from '@/data/complianceReports';

export type ReportEdit = Omit<ReportFields, 'serialNo' | 'userId'>;

/**
 * The edit of a published report and its follow-up action changes in one batch (issue 16): new
 * actions for questions failing now, resolved ones for questions that no longer fail. A batch, not
 * a transaction, so an edit still saves offline (to the local cache). firestore.rules accepts the
 * action writes only together with the report's edit.
 */
export function writeReportEdit(
  firestore: Firestore,
  id: string,
  fields: ReportEdit,
  changes: EditActionChanges,
): Promise<void> {
  const batch = writeBatch(firestore);
  batch.update(complianceReportDoc(firestore, id), {
    ...storedReport(fields),
    updatedAt: serverTimestamp(),
  });
  for (const action of changes.create) {
    batch.set(actionRef(firestore, action.id), {
      ...actionToDoc(action),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  for (const { id: actionId, note } of changes.resolve) {
    batch.update(actionRef(firestore, actionId), {
      status: 'done',
      isActive: false,
      note,
      completedAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  return batch.commit();
}
