import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * error_reports/{id}: a failed write the user was told about (spec 01 §8), create-only. Its
 * refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const errorReportsCollection = (db: Firestore) => collection(db, COLLECTIONS.errorReports);

export const errorReportDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.errorReports, id);
