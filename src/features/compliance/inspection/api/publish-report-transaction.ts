import {
  runTransaction,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { addReportActions } from '../../actions';
import { getCatalogueWeightsIn } from '../../catalogue';
import { storedReport } from '../../model/reportComments';
import { applyVerdicts } from '../../model/scoring';
import { rescoredFields, type ReportFields } from '../model/reportDoc';
import { complianceReportDoc } from '@/data/complianceReports';
import { complianceReportCounterDoc } from '@/data/counters';

/**
 * The publish transaction on any Firestore instance (the app's, or a rules test's): takes the next
 * serial from counters/complianceReports, writes the report as published and creates one follow-up
 * action per failed question, all or nothing; `alsoWrite` adds other features' writes that belong
 * to the publish (the failure mail). The report is scored again with the catalogue's weights as
 * they are now (reportDoc.ts rescoredFields; `alsoWrite` gets the fields as written). Returns the
 * serial.
 */
export async function publishReportIn(
  db: Firestore,
  id: string,
  draftFields: ReportFields,
  alsoWrite?: (tx: Transaction, serialNo: number, fields: ReportFields) => void,
): Promise<number> {
  const counterRef = complianceReportCounterDoc(db);
  return runTransaction(db, async (tx) => {
    const counter = await tx.get(counterRef);
    const fields = rescoredFields(draftFields, await getCatalogueWeightsIn(db, tx));
    const serialNo = counter.exists() ? (counter.get('value') as number) + 1 : 1;
    if (counter.exists())
      tx.update(counterRef, { value: serialNo, reportId: id, updatedAt: serverTimestamp() });
    else tx.set(counterRef, { value: serialNo, reportId: id, createdAt: serverTimestamp() });
    tx.set(complianceReportDoc(db, id), {
      ...storedReport(fields),
      serialNo,
      status: 'published',
      isDraft: false,
      readRecipients: [],
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    const questions = applyVerdicts(fields.questions, fields);
    addReportActions(db, tx, { ...fields, questions, reportId: id, serialNo }, fields.userId);
    alsoWrite?.(tx, serialNo, fields);
    return serialNo;
  });
}
