import {
  doc,
  runTransaction,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { actionToDoc } from '../../src/features/compliance/actions/api/actions-collection';
import { newActionsFor } from '../../src/features/compliance/actions/model/actions';
import type { ReportFields } from '../../src/features/compliance/inspection/model/reportDoc';
import { storedReport } from '../../src/features/compliance/model/reportComments';
import { applyVerdicts } from '../../src/features/compliance/model/scoring';

/**
 * The publish transaction browsers made before the server took it over (issue 28:
 * publishComplianceReport): the next serial from counters/complianceReports, the report written
 * as published and one follow-up action per failed question, plus whatever `alsoWrite` adds (a
 * sign-off, a mail). The rules refuse it for every role now; the tests prove it with this.
 */
export function browserPublish(
  db: Firestore,
  id: string,
  fields: ReportFields,
  alsoWrite?: (tx: Transaction) => void,
): Promise<number> {
  const counterRef = doc(db, 'counters/complianceReports');
  return runTransaction(db, async (tx) => {
    const counter = await tx.get(counterRef);
    const serialNo = counter.exists() ? (counter.get('value') as number) + 1 : 1;
    if (counter.exists())
      tx.update(counterRef, { value: serialNo, reportId: id, updatedAt: serverTimestamp() });
    else tx.set(counterRef, { value: serialNo, reportId: id, createdAt: serverTimestamp() });
    tx.set(doc(db, 'compliance_reports', id), {
      ...storedReport(fields),
      serialNo,
      status: 'published',
      isDraft: false,
      readRecipients: [],
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    const questions = applyVerdicts(fields.questions, fields);
    const report = { ...fields, questions, reportId: id, serialNo };
    for (const action of newActionsFor(report, fields.userId, Date.now())) {
      tx.set(doc(db, 'compliance_actions', action.id), {
        ...actionToDoc(action),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    }
    alsoWrite?.(tx);
    return serialNo;
  });
}
