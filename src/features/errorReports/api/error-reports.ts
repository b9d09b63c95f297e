import {
  addDoc,
  getDocs,
  query,
  serverTimestamp,
  type CollectionReference,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { errorReportsCollection as storedErrorReports } from '@/data/errorReports';
import { constraintsOf } from '@/data/query/declaredQuery';
import { recentErrorReports } from '../fixedQueries';
import type { ErrorReportFields } from '../model/errorReport';

export interface ErrorReportDoc extends ErrorReportFields {
  userId: string;
  createdAt: Timestamp;
}

export interface ErrorReport extends ErrorReportDoc {
  id: string;
}

function errorReportsCollection(firestore: Firestore): CollectionReference<ErrorReportDoc> {
  // The cast names the stored shape; firestore.rules accept only these fields, create-only.
  return storedErrorReports(firestore) as CollectionReference<ErrorReportDoc>;
}

/** Records one failed write (create-only; the rules refuse anything else). */
export async function addErrorReport(
  firestore: Firestore,
  userId: string,
  fields: ErrorReportFields,
): Promise<void> {
  await addDoc(errorReportsCollection(firestore), {
    ...fields,
    userId,
    createdAt: serverTimestamp(),
  } as unknown as ErrorReportDoc); // serverTimestamp() stands in for the stored Timestamp.
}

/** How many recent reports the list reads: the counts per screen are over these. */
export const ERROR_REPORTS_PAGE = 500;

/** The newest reports, newest first (single-field index on createdAt). */
export async function listRecentErrorReports(firestore: Firestore): Promise<ErrorReport[]> {
  const snap = await getDocs(
    query(
      errorReportsCollection(firestore),
      ...constraintsOf(recentErrorReports, {}, { limit: ERROR_REPORTS_PAGE }),
    ),
  );
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }));
}
