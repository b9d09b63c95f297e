import { serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import {
  actionRef,
  actionToDoc,
} from '../../src/features/compliance/actions/api/actions-collection';
import type { EditActionChanges } from '../../src/features/compliance/actions/model/editActions';
import type { ReportFields } from '../../src/features/compliance/inspection/model/reportDoc';
import { storedReport } from '../../src/features/compliance/model/reportComments';
import { complianceReportDoc } from '../../src/data/complianceReports';

/** The edit as the form wrote it: the report as published, less serial and author. */
export type BrowserReportEdit = Omit<ReportFields, 'serialNo' | 'userId'>;

/**
 * The edit of a published report as browsers saved it before the server took it over (issue 28:
 * updateComplianceReport): the report scored in the browser and its follow-up action changes
 * (new actions for questions failing now, resolved ones for questions that no longer fail) in one
 * batch. The rules refuse it for every role now; the tests prove it with this.
 */
export function browserEdit(
  db: Firestore,
  id: string,
  fields: BrowserReportEdit,
  changes: EditActionChanges,
): Promise<void> {
  const batch = writeBatch(db);
  batch.update(complianceReportDoc(db, id), {
    ...storedReport(fields),
    updatedAt: serverTimestamp(),
  });
  for (const action of changes.create) {
    batch.set(actionRef(db, action.id), {
      ...actionToDoc(action),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  for (const { id: actionId, note } of changes.resolve) {
    batch.update(actionRef(db, actionId), {
      status: 'done',
      isActive: false,
      note,
      completedAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  return batch.commit();
}
