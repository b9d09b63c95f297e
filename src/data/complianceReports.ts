import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * compliance_reports/{id}: inspections, drafts and published (spec 02).
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const complianceReportsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.complianceReports);

export const complianceReportDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.complianceReports, id);
