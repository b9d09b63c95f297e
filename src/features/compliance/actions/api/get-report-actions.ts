import { getDoc, type Firestore } from 'firebase/firestore';
import { actionId, type ComplianceAction } from '../model/actions';
import { actionRecord } from './actions-collection';

/**
 * The actions of a report's failed questions, by question id. Read by id (`<reportId>_<questionId>`)
 * rather than queried, so the same rules check (report viewer in scope) applies with no index.
 */
export async function getReportActions(
  db: Firestore,
  reportId: string,
  questionIds: readonly string[],
): Promise<Record<string, ComplianceAction>> {
  const snaps = await Promise.all(
    questionIds.map((q) => getDoc(actionRecord(db, actionId(reportId, q)))),
  );
  const found: Record<string, ComplianceAction> = {};
  snaps.forEach((snap, i) => {
    const action = snap.data();
    if (action) found[questionIds[i]] = action;
  });
  return found;
}
