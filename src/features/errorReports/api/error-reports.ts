import { addDoc, getDocs, query, serverTimestamp, type Firestore } from 'firebase/firestore';
import { errorReportDocs, type ErrorReport } from '@/data/errorReports';
import { constraintsOf } from '@/data/query/declaredQuery';
import { recentErrorReports } from '../fixedQueries';
import type { ErrorReportFields } from '../model/errorReport';

export type { ErrorReport };

/** Records one failed write (create-only; the rules refuse anything else). */
export async function addErrorReport(
  firestore: Firestore,
  userId: string,
  fields: ErrorReportFields,
): Promise<void> {
  await addDoc(errorReportDocs(firestore), { ...fields, userId, createdAt: serverTimestamp() });
}

/** How many recent reports the list reads: the counts per screen are over these. */
export const ERROR_REPORTS_PAGE = 500;

/** The newest reports, newest first (single-field index on createdAt). */
export async function listRecentErrorReports(firestore: Firestore): Promise<ErrorReport[]> {
  const snap = await getDocs(
    query(
      errorReportDocs(firestore),
      ...constraintsOf(recentErrorReports, {}, { limit: ERROR_REPORTS_PAGE }),
    ),
  );
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }));
}
